// The app's own texts, read from src/locales, for telling interface text from the mall's data.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

/** All string values of a locale folder's JSON files, flattened. */
export function localeValues(lang) {
  const dir = path.join(repo, 'src', 'locales', lang)
  const out = []
  const walk = (v) => {
    if (typeof v === 'string') out.push(v)
    else if (v && typeof v === 'object') Object.values(v).forEach(walk)
  }
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.json')) walk(JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
  return out
}
