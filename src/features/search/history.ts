import Taro from '@tarojs/taro'

/** Search words kept on the device, newest first. */
export const SEARCH_HISTORY_KEY = 'search_history'
export const SEARCH_HISTORY_MAX = 10

export function readHistory(): string[] {
  try {
    const v = Taro.getStorageSync(SEARCH_HISTORY_KEY)
    return Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []
  } catch {
    return []
  }
}

/** Puts the word first (once) and keeps the list short; returns the new list. */
export function pushHistory(word: string): string[] {
  const w = word.trim()
  if (!w) return readHistory()
  const list = [w, ...readHistory().filter((x) => x !== w)].slice(0, SEARCH_HISTORY_MAX)
  Taro.setStorageSync(SEARCH_HISTORY_KEY, list)
  return list
}

export function clearHistory(): void {
  Taro.removeStorageSync(SEARCH_HISTORY_KEY)
}

/** Hot words from goods names: short, distinct, in the server's order. */
export function hotWordsFrom(names: string[], max = 8): string[] {
  const out: string[] = []
  for (const name of names) {
    const w = name.trim().split(/\s+/)[0].slice(0, 12)
    if (w && !out.includes(w)) out.push(w)
    if (out.length >= max) break
  }
  return out
}
