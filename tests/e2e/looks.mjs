// What the eye sees, measured in the page: the colours a button paints (its fill, its text, its line),
// the colour behind it, their WCAG contrast, and where the buttons of an action bar sit.

/**
 * For every visible element matching `selector`: its text, whether NutUI marks it disabled, its fill,
 * text and line colours, the colour behind it (the nearest ancestor with a fill), the contrast of its
 * text on its fill (on what is behind when it has none), and of its fill and its line against what is
 * behind (the shape), and whether its inner text element carries a fill of its own.
 */
export async function paintOf(page, selector) {
  return page.locator(selector).evaluateAll((els) => {
    const rgba = (c) => {
      const m = /rgba?\(([^)]+)\)/.exec(c)
      if (!m) return [0, 0, 0, 0]
      const p = m[1].split(/[\s,/]+/).filter(Boolean).map(Number)
      return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1]
    }
    const over = (top, under) => {
      const a = top[3]
      return [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a)).concat(1)
    }
    const lum = ([r, g, b]) => {
      const f = (v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      }
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b)
    }
    const contrast = (a, b) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x)
      return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100
    }
    /** The colour behind an element: its ancestors' fills laid over white. */
    const behind = (el) => {
      const layers = []
      for (let n = el.parentElement; n; n = n.parentElement) {
        const c = rgba(getComputedStyle(n).backgroundColor)
        if (c[3] > 0) layers.push(c)
        if (c[3] === 1) break
      }
      return layers.reduceRight((under, top) => over(top, under), [255, 255, 255, 1])
    }
    const hex = (c) => `#${c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`
    return els
      .filter((el) => el.offsetParent !== null && el.getBoundingClientRect().width > 0)
      .map((el) => {
        const cs = getComputedStyle(el)
        const back = behind(el)
        // a gradient fill (NutUI's primary type draws one) counts by its worst stop
        const under = over(rgba(cs.backgroundColor), back)
        const stops = (cs.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map((c) => over(rgba(c), under))
        const fills = stops.length ? stops : [under]
        const inner = el.querySelector('.nut-button-children') ?? el
        const textOver = (f) => over(rgba(getComputedStyle(inner).color), f)
        const worst = fills.reduce((a, f) => (contrast(textOver(f), f) < contrast(textOver(a), a) ? f : a))
        const fill = worst
        const text = textOver(fill)
        const line = over(rgba(cs.borderTopColor), back)
        const lineWidth = parseFloat(cs.borderTopWidth) || 0
        const innerFill = rgba(getComputedStyle(inner).backgroundColor)
        return {
          text: el.innerText.trim(),
          className: el.className,
          disabled: el.classList.contains('nut-button-disabled'),
          fill: hex(fill),
          textColour: hex(text),
          behind: hex(back),
          line: lineWidth > 0 ? hex(line) : null,
          textContrast: contrast(text, fill),
          fillContrast: Math.min(...fills.map((f) => contrast(f, back))),
          lineContrast: lineWidth > 0 ? contrast(line, back) : 1,
          innerFilled: inner !== el && innerFill[3] > 0,
        }
      })
  })
}

/**
 * What is wrong with the page's buttons: text under 4.5:1 on its fill, no shape (neither the fill nor
 * the line stands out from what is behind: 1.3:1), or an inner text block with a fill of its own.
 * Text-only buttons (NutUI fill 'none') need readable text only.
 */
export async function buttonProblems(page, selector = '.nut-button') {
  const problems = []
  for (const b of await paintOf(page, selector)) {
    const textOnly = / nut-button-none\b/.test(` ${b.className}`)
    if (b.textContrast < 4.5) problems.push(`${b.text}: text ${b.textColour} on ${b.fill} is ${b.textContrast}:1`)
    if (!textOnly && Math.max(b.fillContrast, b.lineContrast) < 1.3) problems.push(`${b.text}: no shape (${b.fill} on ${b.behind})`)
    if (b.innerFilled) problems.push(`${b.text}: its text has a fill of its own`)
    // a disabled button is one muted shape: no outline of another colour around its fill
    if (b.disabled && !textOnly && b.line && b.line !== b.fill) problems.push(`${b.text}: disabled, a ${b.line} outline around ${b.fill}`)
  }
  return problems
}

/**
 * Buttons of one bar that share a row (they overlap vertically) but not their top and bottom: the
 * first action of an order sat 15 px higher than the rest.
 */
export async function misalignedRows(page, barSelector, buttonSelector = '.nut-button') {
  return page.locator(barSelector).evaluateAll((bars, sel) => {
    const out = []
    for (const bar of bars) {
      if (bar.offsetParent === null) continue
      const boxes = [...bar.querySelectorAll(sel)].map((b) => ({ text: b.innerText.trim(), r: b.getBoundingClientRect() })).filter((b) => b.r.width > 0)
      for (let i = 0; i < boxes.length; i++) {
        for (let k = i + 1; k < boxes.length; k++) {
          const [a, b] = [boxes[i].r, boxes[k].r]
          const sameRow = a.top < b.bottom && b.top < a.bottom
          if (sameRow && (Math.abs(a.top - b.top) > 1 || Math.abs(a.bottom - b.bottom) > 1)) {
            out.push(`${boxes[i].text} (top ${a.top.toFixed(1)}) and ${boxes[k].text} (top ${b.top.toFixed(1)})`)
          }
        }
      }
    }
    return out
  }, buttonSelector)
}
