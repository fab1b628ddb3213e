/** NutUI's icons draw an <i> with their SVG as a mask: a browser needs nothing more. */
export function setupIcons(): void {}
