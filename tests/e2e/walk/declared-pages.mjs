// The pages src/app.config.ts declares for H5, read from the file itself so the walk follows every page
// added there (TypeScript transpiles it; `defineAppConfig` and TARO_ENV are what Taro provides at build time).
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const ts = createRequire(path.join(repo, 'package.json'))('typescript')

/** Every declared page as `pages/…/x` (no leading slash), main package first, in declaration order. */
export function declaredPages(taroEnv = 'h5') {
  const source = fs.readFileSync(path.join(repo, 'src', 'app.config.ts'), 'utf8')
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 } })
  const module = { exports: {} }
  vm.runInNewContext(outputText, {
    module, exports: module.exports, defineAppConfig: (c) => c, process: { env: { TARO_ENV: taroEnv } },
  })
  const config = module.exports.default
  const pages = [...config.pages]
  for (const sub of config.subPackages ?? []) for (const p of sub.pages) pages.push(`${sub.root.replace(/\/$/, '')}/${p}`)
  return pages
}
