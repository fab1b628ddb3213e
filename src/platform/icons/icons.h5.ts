import './icons.h5.scss'

/** NutUI's icons draw an <i> with their SVG as a mask: a browser needs only the display rule of icons.h5.scss. */
export function setupIcons(): void {}
