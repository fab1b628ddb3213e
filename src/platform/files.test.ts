import fs from 'fs'
import path from 'path'

// Taro resolves `./x` per platform by trying each extension in turn (.js, .jsx, .ts, .tsx): for each one
// x.<platform><ext> first, then x<ext>. A default x.ts therefore wins over x.weapp.tsx, and the
// mini-programs silently ran the H5 code (the phone-number button, the carousel). Every platform file must
// be found before its default.
const ORDER = ['.js', '.jsx', '.ts', '.tsx']
const PLATFORMS = ['h5', 'weapp', 'alipay']

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
}

describe('platform files', () => {
  it('no default file shadows a platform file of the same name for Taro', () => {
    const all = new Set(files(path.join(__dirname)))
    const shadowed: string[] = []
    for (const file of all) {
      const ext = path.extname(file)
      // a stylesheet is imported by its full name (icons.h5.scss): no resolution order to lose
      if (!ORDER.includes(ext)) continue
      const stem = file.slice(0, -ext.length)
      const platform = PLATFORMS.find((p) => stem.endsWith(`.${p}`))
      if (!platform || stem.endsWith('.test')) continue
      const base = stem.slice(0, -(platform.length + 1))
      for (const defaultExt of ORDER.slice(0, ORDER.indexOf(ext))) {
        if (all.has(base + defaultExt)) shadowed.push(`${path.relative(__dirname, base + defaultExt)} hides ${path.relative(__dirname, file)}`)
      }
    }
    expect(shadowed).toEqual([])
  })
})
