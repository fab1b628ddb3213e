// the withdrawal pages share one style sheet
import './withdraw.scss'
