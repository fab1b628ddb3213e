import type { DropHomeShell } from './types'

/** Mini-programs have no server-drawn HTML: nothing to remove. */
export const dropHomeShell: DropHomeShell = () => undefined

export function resetHomeShell(): void {}
