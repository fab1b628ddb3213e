// the desk's pages share one style sheet
import './verify.scss'
