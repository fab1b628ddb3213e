// the package index would be rewritten into one-file-per-icon imports (babel.config.js): go to the file
import { configure } from '@nutui/icons-react-taro/dist/es/icons/configure.js'

/**
 * NutUI's icons draw an <i> element, which a mini-program page has no template for without Taro's
 * HTML plugin: the icon (ours and those inside NutUI's own components) would not show. A view
 * carries the same masked SVG.
 */
export function setupIcons(): void {
  configure({ tag: 'view' })
}
