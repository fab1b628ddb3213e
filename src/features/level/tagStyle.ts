import type { CSSProperties } from 'react'
import { contrastRatio, DARK_TEXT, textOn, WHITE } from '@/utils/contrast'

/**
 * A level tag painted in the operator's level colour (#RRGGBB, server-checked) with the text that reads on
 * it: white or dark, whichever reaches 4.5:1 (white on a light grey level colour did not).
 */
export function levelTagStyle(color: string | null | undefined): CSSProperties | undefined {
  if (!color) return undefined
  try {
    const text = textOn(color) ?? (contrastRatio(color, WHITE) >= contrastRatio(color, DARK_TEXT) ? WHITE : DARK_TEXT)
    return { background: color, color: text }
  } catch {
    // not a colour we can read: the stylesheet's text colour stays
    return { background: color }
  }
}
