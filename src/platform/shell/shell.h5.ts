import type { DropHomeShell } from './types'

let dropping = false

/** Waits frame by frame for the app's banner so the picture never blinks; pages without the shell have nothing to remove. */
export const dropHomeShell: DropHomeShell = (maxWaitMs = 3000) => {
  if (dropping || typeof document === 'undefined') return
  const shell = document.getElementById('mall-shell')
  if (!shell) return
  dropping = true
  const started = Date.now()
  const remove = () => {
    shell.remove()
    dropping = false
  }
  const tick = () => {
    const home = document.querySelector<HTMLElement>('.home-diy')
    const banner = home?.querySelector<HTMLImageElement>('.diy-banner img')
    const painted = !!banner && banner.complete && banner.naturalWidth > 0
    if (painted || !home || home.offsetParent === null || Date.now() - started >= maxWaitMs) remove()
    else requestAnimationFrame(tick)
  }
  if (maxWaitMs <= 0) remove()
  else tick()
}

/** For tests: forget a removal in progress. */
export function resetHomeShell(): void {
  dropping = false
}
