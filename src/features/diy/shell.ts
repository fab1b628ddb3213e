import { getEnv } from '@/platform/env'

let dropping = false

/**
 * Removes the first screen the server drew into the H5 home page's HTML (server/src/http/h5-boot.ts,
 * homeShellHtml) once the app's own banner has painted, so the picture never blinks: at once when
 * the page has no banner to wait for, and at the latest after `maxWaitMs` or when the home page is no
 * longer on screen. Mini-programs and pages without the shell have nothing to remove.
 */
export function dropHomeShell(maxWaitMs = 3000): void {
  if (dropping || getEnv().target !== 'h5' || typeof document === 'undefined') return
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
