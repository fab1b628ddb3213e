/**
 * Bodies of notes, help articles and notices: a list of blocks (a subheading, a paragraph, a picture)
 * stored as JSON text. Clients render each block as text or an image, so a body can never carry markup
 * or script; pictures are upload-relative paths only (no external or script URLs).
 */
export const BLOCK_TYPES = ['title', 'text', 'image'] as const
export type BlockType = (typeof BLOCK_TYPES)[number]

export interface ContentBlock {
  type: BlockType
  /** the words of a 'title' or 'text' block; '' for 'image' */
  text: string
  /** upload-relative path of an 'image' block; '' otherwise */
  image: string
}

/** Longest text of one block; longer stored text is cut (a body is read, not edited, here). */
export const MAX_BLOCK_TEXT = 5000
export const MAX_BLOCKS = 200

/** An upload-relative picture path: `upload/...`, no scheme, no parent steps, no odd characters. */
export function isSafeImagePath(path: string): boolean {
  return /^upload\/[A-Za-z0-9_\-./]+$/.test(path) && !path.includes('..') && path.length <= 255
}

// control characters other than tab and newline never reach a client
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(CONTROL, '').slice(0, MAX_BLOCK_TEXT) : ''
}

/**
 * The blocks of a stored body. Whatever is stored (an operator's tool, an import) is checked here on the
 * way out: unknown block types and unsafe pictures drop out, and text that is not JSON is read as plain
 * paragraphs separated by blank lines.
 */
export function parseBody(stored: string): ContentBlock[] {
  let raw: unknown
  try {
    raw = JSON.parse(stored)
  } catch {
    return textBlocks(stored)
  }
  if (!Array.isArray(raw)) return typeof raw === 'string' ? textBlocks(raw) : []
  const out: ContentBlock[] = []
  for (const b of raw.slice(0, MAX_BLOCKS)) {
    if (!b || typeof b !== 'object') continue
    const { type, text, image } = b as Record<string, unknown>
    if (type === 'image') {
      if (typeof image === 'string' && isSafeImagePath(image)) out.push({ type: 'image', text: '', image })
    } else if (type === 'title' || type === 'text') {
      const words = cleanText(text)
      if (words.trim()) out.push({ type, text: words, image: '' })
    }
  }
  return out
}

/** Plain text as paragraphs (blank lines separate them). */
export function textBlocks(text: string): ContentBlock[] {
  return text.split(/\n\s*\n/).map(cleanText).filter((p) => p.trim()).slice(0, MAX_BLOCKS).map((p) => ({ type: 'text' as const, text: p.trim(), image: '' }))
}

/** What a writer (the seed, an operator tool) stores. */
export function storeBody(blocks: Array<Partial<ContentBlock> & { type: BlockType }>): string {
  return JSON.stringify(blocks.map((b) => (b.type === 'image' ? { type: 'image', image: b.image ?? '' } : { type: b.type, text: b.text ?? '' })))
}

/** The first words of a body, for a list's summary when none is stored. */
export function excerpt(blocks: ContentBlock[], max = 60): string {
  const text = blocks.filter((b) => b.type === 'text').map((b) => b.text).join(' ').replace(/\s+/g, ' ').trim()
  return text.length > max ? `${text.slice(0, max)}…` : text
}
