// Every page path written in the app (go(...) targets, navigateTo urls, link builders, route
// constants, entry tables) and in the server's seeded decoration must be a page registered in
// src/app.config.ts: a link to anything else changes the address and shows nothing.
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const repo = path.resolve(__dirname, '..', '..')
const PAGE_PATH = /^\/?((?:pages|otherpages|promotionpages)\/[A-Za-z0-9_/-]+)/

function registeredPages(): Set<string> {
  ;(globalThis as any).defineAppConfig = (c: unknown) => c
  const config = require(path.join(repo, 'src', 'app.config.ts')).default as {
    pages: string[]
    subPackages?: Array<{ root: string; pages: string[] }>
  }
  const pages = [...config.pages]
  for (const sub of config.subPackages ?? []) for (const p of sub.pages) pages.push(`${sub.root.replace(/\/$/, '')}/${p}`)
  return new Set(pages)
}

function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...sourceFiles(p))
    else if (/\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name)) out.push(p)
  }
  return out
}

/** Page paths in string and template literals (comments and import specifiers are not links). */
function pageTargets(file: string): Array<{ target: string; line: number }> {
  const text = fs.readFileSync(file, 'utf8')
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Array<{ target: string; line: number }> = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) return
    let value: string | undefined
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) value = node.text
    else if (ts.isTemplateHead(node)) value = node.text
    const m = value !== undefined ? PAGE_PATH.exec(value) : null
    if (m) found.push({ target: m[1].replace(/\/$/, ''), line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1 })
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

const registered = registeredPages()
const rel = (f: string) => path.relative(repo, f)

describe('navigation targets', () => {
  const appFiles = sourceFiles(path.join(repo, 'src')).filter((f) => rel(f) !== path.join('src', 'app.config.ts'))
  // the demo decoration the server seeds (home nav grid, banners, ...) and its default tab bar
  const serverFiles = [path.join(repo, 'server', 'src', 'seed'), path.join(repo, 'server', 'src', 'modules', 'config')]
    .filter((d) => fs.existsSync(d))
    .flatMap(sourceFiles)

  it('finds the links it is meant to check', () => {
    const all = appFiles.flatMap((f) => pageTargets(f).map((t) => t.target))
    // sanity: the scan sees the route table and the tab routes
    expect(all).toEqual(expect.arrayContaining(['pages/index/index/index', 'pages/goods/detail/detail', 'otherpages/member/info/info']))
    expect(serverFiles.length).toBeGreaterThan(0)
  })

  it('every page path written in src/ and in the seeded decoration is registered in app.config', () => {
    const missing = [...appFiles, ...serverFiles].flatMap((f) =>
      pageTargets(f)
        .filter((t) => !registered.has(t.target))
        .map((t) => `${rel(f)}:${t.line} -> /${t.target}`),
    )
    expect(missing).toEqual([])
  })

  it('flags a link to a page that does not exist', () => {
    const tmp = path.join(fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'routes-')), 'x.ts')
    fs.writeFileSync(tmp, "// '/pages/in/comment' is no link\nimport a from './pages/x'\ngo('/promotionpages/seckill/list/list?id=1')\nconst u = `/otherpages/fenxiao/index/index?x=${1}`\n")
    const targets = pageTargets(tmp).map((t) => t.target)
    expect(targets).toEqual(['promotionpages/seckill/list/list', 'otherpages/fenxiao/index/index'])
    expect(targets.filter((t) => !registered.has(t))).toHaveLength(2)
  })

  it('every registered page has its page file', () => {
    const missing = [...registered].filter((p) => !fs.existsSync(path.join(repo, 'src', `${p}.tsx`)))
    expect(missing).toEqual([])
  })
})
