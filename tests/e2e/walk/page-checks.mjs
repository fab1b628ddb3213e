// What the walk reads on a settled page: placeholders, raw i18n keys, icons drawn at 0 x 0, and in English
// Chinese interface text and "1 days"; plus axe-core's colour-contrast and button-name rules.
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { localeValues } from './locale-texts.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const axeSource = createRequire(path.join(repo, 'package.json'))('axe-core').source

// The app's interface texts in Chinese (no interpolation, two characters or more): in the English pass a
// text node equal to one of them is an untranslated interface text whatever element holds it.
const ZH_INTERFACE_TEXTS = [...new Set(localeValues('zh-cn').filter((v) => !v.includes('{{') && /[\u4e00-\u9fff]/.test(v) && v.trim().length >= 2).map((v) => v.trim()))]

/**
 * Reads the settled page (runs in the page): the placeholders it shows, text that looks like an i18n key or
 * an unfilled interpolation, icons drawn at 0 x 0, and for the English pass the Chinese interface text
 * candidates and every visible text.
 */
function readShownPage({ english, zhInterfaceTexts }) {
  const visible = (el) => {
    if (!el || !el.isConnected) return false
    const r = el.getBoundingClientRect()
    if (r.width === 0 || r.height === 0) return false
    const s = getComputedStyle(el)
    return s.visibility !== 'hidden' && s.display !== 'none'
  }
  const shown = [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none').pop()
  const scope = [shown, ...document.querySelectorAll('.taro__toast, .taro__modal, .nut-overlay ~ *, .nut-popup, .nut-toast, .nut-dialog')].filter(Boolean)
  const has = (sel) => scope.some((root) => [...root.querySelectorAll(sel)].some(visible) || (root.matches(sel) && visible(root)))
  const texts = []
  const seen = new Set()
  for (const root of scope) {
    if (seen.has(root)) continue
    seen.add(root)
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.replace(/\s+/g, ' ').trim()
      if (text && visible(n.parentElement)) texts.push({ text, el: n.parentElement })
    }
    for (const input of root.querySelectorAll('input[placeholder], textarea[placeholder]')) {
      if (visible(input) && input.placeholder.trim()) texts.push({ text: input.placeholder.trim(), el: input, placeholder: true })
    }
  }
  // `pages:home.title`, `home.title`, `verify.empty_tip`: a namespace prefix, or two or more dot-joined
  // identifiers that are not a host or a file name
  const KEY = /(?:^|[\s(（"'“])((?:[a-z]+:)?[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+)(?=$|[\s)）"'”:：,，。])/g
  const NOT_KEY = /\.(com|cn|net|org|io|png|jpe?g|gif|webp|svg|mp4|html?|js|css)$|^www\./i
  const rawKeys = []
  for (const { text } of texts) {
    if (text.includes('{{') || text.includes('}}')) rawKeys.push(text)
    for (const m of text.matchAll(KEY)) if (!NOT_KEY.test(m[1])) rawKeys.push(m[1])
  }
  // Chinese text the app itself labels (nav bar title, tab bar, buttons, placeholders, empty / error /
  // login prompts) or that equals one of its Chinese interface texts; the caller drops what the mall's
  // data holds (shop names, a level name, a decoration title)
  const chinese = []
  if (english) {
    const CJK = /[\u4e00-\u9fff]/
    const CHROME = '.mall-navbar__title, .mall-tabbar, button, .nut-button, .mall-empty, .mall-error, .login-prompt, .notfound-page, .taro__toast, .taro__modal, .nut-dialog__header, .nut-dialog__footer'
    for (const { text, el, placeholder } of texts) {
      if (CJK.test(text) && (placeholder || el.closest(CHROME) || zhInterfaceTexts.includes(text))) chinese.push(text)
    }
  }
  // NutUI's icons are an <i> masked with their SVG: left inline (no flex or block parent rule), the size the
  // component sets does not apply and the icon draws at 0 x 0
  const hiddenIcons = [...(shown?.querySelectorAll('.nut-icon') ?? [])]
    .filter((i) => i.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && i.getBoundingClientRect().width === 0)
    .map((i) => `${i.className.match(/nut-icon-\w+/)?.[0] ?? 'nut-icon'} in .${String(i.parentElement.className).trim().split(/\s+/)[0]}`)
  return {
    errorPlaceholder: has('.mall-error') ? (shown.querySelector('.mall-error')?.textContent ?? '').trim() : null,
    notFound: has('.notfound-page'),
    loginPrompt: has('.login-prompt'),
    rawKeys: [...new Set(rawKeys)],
    hiddenIcons: [...new Set(hiddenIcons)],
    chinese: [...new Set(chinese)],
    // answers the app kept from earlier visits (boot data, settings) count as what the server sent
    stored: english ? Object.values(localStorage).join('\n') : '',
    texts: english ? [...new Set(texts.map((x) => x.text))] : [],
  }
}

const EN_TEXTS = new Set(localeValues('en-us').map((v) => v.trim()))

// The nouns the English texts count ("{{count}} days", "{{max}} photos"): shown after a 1 they must be
// singular ("1 days in a row" was an English text without its plural forms)
const COUNTED_NOUNS = new Set(localeValues('en-us').flatMap((v) => [...v.matchAll(/\{\{\s*\w+\s*\}\}\s+([a-z]+s)\b/g)].map((m) => m[1]))
  .filter((w) => !/(us|ss)$/.test(w)))
const ONE_PLURAL = /(?:^|[^\d.,])1 ([a-z]+s)\b/g
const CJK_RUN = /[\u4e00-\u9fff\u3000-\u303f\uff00-\uffef]+/g

/**
 * The settled page's findings. `data` is the text of what the server sent this visit (API answers and the
 * document): Chinese that is all found there is the mall's data, not an interface text; an English text
 * that holds Chinese on purpose (the language switch's 简体中文) is one of the en-us texts.
 */
export async function readPage(page, { english, data = '' }) {
  const { stored, texts, chinese, ...seen } = await page.evaluate(readShownPage, { english, zhInterfaceTexts: ZH_INTERFACE_TEXTS })
  const received = `${data}\n${stored}`
  return {
    ...seen,
    chinese: chinese.filter((text) => !EN_TEXTS.has(text) && !(text.match(CJK_RUN) ?? []).every((run) => received.includes(run))),
    plurals: texts.filter((text) => [...text.matchAll(ONE_PLURAL)].some((m) => COUNTED_NOUNS.has(m[1]))),
  }
}

/**
 * axe-core's colour-contrast and button-name rules on the shown page: [{rule, target, text, colours, ratio,
 * summary}] (colours '#fg on #bg' and ratio for contrast, as axe measured them).
 */
export async function axeViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const shown = [...document.querySelectorAll('.taro_page')].filter((p) => getComputedStyle(p).display !== 'none').pop()
    const r = await window.axe.run(shown ?? document, {
      runOnly: { type: 'rule', values: ['color-contrast', 'button-name'] },
      resultTypes: ['violations'],
    })
    return r.violations.flatMap((v) => v.nodes.map((n) => {
      const contrast = n.any.find((c) => c.id === 'color-contrast')?.data
      return {
        rule: v.id,
        target: n.target.join(' '),
        text: (document.querySelector(n.target[0])?.textContent ?? '').trim().slice(0, 40),
        colours: contrast ? `${contrast.fgColor} on ${contrast.bgColor}` : '',
        ratio: contrast?.contrastRatio ?? null,
        summary: (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim().slice(0, 200),
      }
    }))
  })
}
