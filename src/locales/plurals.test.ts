// English texts that put a number before a counted noun ("{{count}} days") need i18next's plural
// forms (_one / _other, chosen by the `count` option): a single text read "1 days in a row".
import fs from 'node:fs'
import path from 'node:path'

type Tree = { [k: string]: string | Tree }

function leaves(o: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))
}

const NOUNS = 'days?|items?|points?|coupons?|reads?|goods|pieces?|orders?|withdrawals?|times|members?|reviews?|followers?|characters?|digits?'
// a number followed by a counted noun, e.g. "{{count}} days" or "{{point}} points"
const COUNTED = new RegExp(`\\{\\{(\\w+)\\}\\}\\s+(${NOUNS})\\b`, 'g')
const hasCounted = (text: string) => [...text.matchAll(COUNTED)].length > 0

// limits that are fixed numbers well above 1 (the form fields' maximum lengths, the pay password's digits)
const NEVER_ONE = new Set([
  'address:msg.nameTooLong', 'address:msg.addressTooLong', 'evaluate:contentTooLong',
  'member:edit.msg.nicknameTooLong', 'member:edit.msg.realnameTooLong', 'member:edit.msg.payPasswordInvalid',
  'utils:validate.passwordMin',
])

// every namespace file, those the app loads with a feature included
const EN = path.join(__dirname, 'en-us')
const english = fs.readdirSync(EN).filter((f) => f.endsWith('.json')).flatMap((f) => {
  const tree = JSON.parse(fs.readFileSync(path.join(EN, f), 'utf8')) as Tree
  return leaves(tree).map(([k, v]) => [`${f.replace(/\.json$/, '')}:${k}`, v] as const)
})

test('the scan sees the counted texts (the check is not empty)', () => {
  expect(english.filter(([, v]) => hasCounted(v)).length).toBeGreaterThan(20)
})

test('every English text with a counted noun has its plural forms, chosen by count', () => {
  const wrong: string[] = []
  for (const [key, text] of english) {
    const counted = [...text.matchAll(COUNTED)]
    if (!counted.length || NEVER_ONE.has(key.replace(/_(one|other)$/, ''))) continue
    const plural = /_(one|other)$/.test(key)
    // the number that picks the form is count; a second number in the text comes through a nested plural ($t)
    if (!plural || counted[0][1] !== 'count') wrong.push(`${key}: ${text}`)
  }
  expect(wrong).toEqual([])
})

test('the _one form says one thing, the _other form several', () => {
  for (const [key, text] of english) {
    if (!key.endsWith('_one')) continue
    const other = english.find(([k]) => k === key.replace(/_one$/, '_other'))
    expect({ key, other: Boolean(other) }).toEqual({ key, other: true })
    expect({ key, plural: / (days|items|points|coupons|reads|withdrawals)\b/.test(text.replace(/\$t\([^)]*\)/g, '')) }).toEqual({ key, plural: false })
  }
})
