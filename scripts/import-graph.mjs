#!/usr/bin/env node
// Runtime import graph of a source folder, and the circles in it (files, and server modules).
// Parsed with the `typescript` package the project already has, so comments, strings and
// `import type` / `export type` / `import { type X }` are told apart without a regex.
// Usage: node scripts/import-graph.mjs <folder> [--modules <modules folder>] [--json]
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts|js|jsx|mjs)$/
const TRY_EXT = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs']

/** Every source file under `dir` (no node_modules, no declaration files), absolute paths. */
export function listSources(dir) {
  const out = []
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) out.push(...listSources(full))
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(full)
  }
  return out.sort()
}

function kindOf(file) {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX
  if (/\.m?js$/.test(file)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

/** True when every named binding is `type`-marked (`import { type A }` / `export { type A }`): erased at run time. */
function allTypeOnly(elements) {
  return elements.length > 0 && elements.every((e) => e.isTypeOnly)
}

/**
 * The specifiers a file loads at run time: static imports and re-exports that are not type-only,
 * `import x = require()`, `require('…')` and `import('…')` with a literal argument.
 */
const parsed = new Map()

export function runtimeSpecifiers(file, text) {
  // one parse per file version: the file and module checks of a test run share it
  const key = text === undefined ? `${file}:${statSync(file).mtimeMs}` : undefined
  if (key && parsed.has(key)) return parsed.get(key)
  const specs = parseSpecifiers(file, text ?? readFileSync(file, 'utf8'))
  if (key) parsed.set(key, specs)
  return specs
}

function parseSpecifiers(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kindOf(file))
  const specs = []
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined)
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause
      const typeOnly = clause && (clause.isTypeOnly
        || (!clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings)
          && allTypeOnly(clause.namedBindings.elements)))
      if (!typeOnly) specs.push({ spec: literal(node.moduleSpecifier), kind: 'import' })
      return
    }
    if (ts.isExportDeclaration(node)) {
      if (!node.moduleSpecifier) return
      const typeOnly = node.isTypeOnly
        || (node.exportClause && ts.isNamedExports(node.exportClause) && allTypeOnly(node.exportClause.elements))
      if (!typeOnly) specs.push({ spec: literal(node.moduleSpecifier), kind: 'export' })
      return
    }
    if (ts.isImportEqualsDeclaration(node)) {
      if (!node.isTypeOnly && ts.isExternalModuleReference(node.moduleReference)) {
        specs.push({ spec: literal(node.moduleReference.expression), kind: 'import' })
      }
      return
    }
    if (ts.isCallExpression(node)) {
      const arg = node.arguments[0]
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) specs.push({ spec: literal(arg), kind: 'dynamic' })
      else if (ts.isIdentifier(node.expression) && node.expression.text === 'require') {
        specs.push({ spec: literal(arg), kind: 'require' })
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return specs.filter((s) => s.spec !== undefined)
}

/**
 * Resolve a specifier to a file under the graph, or undefined (packages, node: builtins, assets).
 * `aliases` maps a prefix to a folder, e.g. { '@/': '/repo/src/' }.
 */
export function resolveSpecifier(fromFile, spec, aliases = {}) {
  let base
  if (spec.startsWith('./') || spec.startsWith('../') || spec === '.' || spec === '..') {
    base = path.resolve(path.dirname(fromFile), spec)
  } else {
    const prefix = Object.keys(aliases).find((p) => spec.startsWith(p))
    if (prefix === undefined) return undefined
    base = path.join(aliases[prefix], spec.slice(prefix.length))
  }
  const stem = base.replace(/\.(m?js|jsx)$/, '')
  const candidates = [base, ...TRY_EXT.map((e) => stem + e), ...TRY_EXT.map((e) => path.join(base, 'index' + e))]
  return candidates.find((c) => SOURCE.test(c) && existsSync(c) && statSync(c).isFile())
}

/**
 * The runtime import graph of a folder: Map<file, Map<importedFile, kind>>, files absolute.
 * Imports leaving the folder are dropped (a circle must close inside it).
 */
export function buildGraph(dir, { aliases = {}, include = () => true } = {}) {
  const root = path.resolve(dir)
  const files = listSources(root).filter(include)
  const inGraph = new Set(files)
  const graph = new Map()
  for (const file of files) {
    const edges = new Map()
    for (const { spec, kind } of runtimeSpecifiers(file)) {
      const target = resolveSpecifier(file, spec, aliases)
      if (target && inGraph.has(target) && !edges.has(target)) edges.set(target, kind)
    }
    graph.set(file, edges)
  }
  return graph
}

/** Strongly connected components with more than one node, or a node importing itself (Tarjan, iterative). */
export function stronglyConnected(graph) {
  let index = 0
  const idx = new Map(), low = new Map(), onStack = new Set(), stack = [], out = []
  for (const start of graph.keys()) {
    if (idx.has(start)) continue
    const work = [[start, [...(graph.get(start)?.keys() ?? [])], 0]]
    idx.set(start, index); low.set(start, index); index++
    stack.push(start); onStack.add(start)
    while (work.length) {
      const frame = work[work.length - 1]
      const [node, next] = frame
      if (frame[2] < next.length) {
        const to = next[frame[2]++]
        if (!graph.has(to)) continue
        if (!idx.has(to)) {
          idx.set(to, index); low.set(to, index); index++
          stack.push(to); onStack.add(to)
          work.push([to, [...graph.get(to).keys()], 0])
        } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), idx.get(to)))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1][0]
        low.set(parent, Math.min(low.get(parent), low.get(node)))
      }
      if (low.get(node) === idx.get(node)) {
        const comp = []
        let n
        do { n = stack.pop(); onStack.delete(n); comp.push(n) } while (n !== node)
        if (comp.length > 1 || graph.get(node).has(node)) out.push(comp.sort())
      }
    }
  }
  return out
}

/** One shortest circle through `from` inside `members`: [from, …, from]. */
function shortestLoop(graph, from, members) {
  const prev = new Map([[from, null]])
  const queue = [from]
  while (queue.length) {
    const n = queue.shift()
    for (const to of graph.get(n).keys()) {
      if (to === from) {
        const loop = [from]
        for (let m = n; m !== from; m = prev.get(m)) loop.splice(1, 0, m)
        return [...loop, from]
      }
      if (members.has(to) && !prev.has(to)) { prev.set(to, n); queue.push(to) }
    }
  }
  return [from, from]
}

/**
 * File-level circles of a folder. Each: { files: [relative paths in the tangle], loop: [a → b → … → a] }.
 * Paths are relative to `relativeTo` (default: the folder).
 */
export function findFileCycles(dir, { aliases = {}, include, relativeTo = dir } = {}) {
  const graph = buildGraph(dir, { aliases, include })
  const rel = (f) => path.relative(relativeTo, f).split(path.sep).join('/')
  return stronglyConnected(graph).map((comp) => ({
    files: comp.map(rel),
    loop: shortestLoop(graph, comp[0], new Set(comp)).map(rel),
  }))
}

/** Tests and the kits and fixtures only tests load: they may reach across modules without coupling them. */
export function isTestSupport(file) {
  return /\.(test|testkit|fixture)\.(ts|tsx|js|mjs)$/.test(file)
}

/** The module a file belongs to: the first folder under `modulesDir`, or undefined (shared kernels, routes.ts). */
export function moduleOf(file, modulesDir) {
  const rel = path.relative(path.resolve(modulesDir), file)
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined
  const parts = rel.split(path.sep)
  return parts.length > 1 ? parts[0] : undefined
}

/**
 * The module graph of `modulesDir` (every sub-folder is a module): Map<module, Map<module, [why]>>,
 * where why lists 'from-file -> to-file' runtime imports, relative to the modules folder.
 * Files outside module folders are not nodes, and paths through them are not followed.
 * `ignoreEdges` ('a -> b') leaves those module edges out (an allow-list of known ones).
 */
export function buildModuleGraph(modulesDir, { aliases = {}, include, ignoreEdges = [] } = {}) {
  const root = path.resolve(modulesDir)
  const files = buildGraph(root, { aliases, include })
  const rel = (f) => path.relative(root, f).split(path.sep).join('/')
  const ignored = new Set(ignoreEdges.map(edgeKey))
  const graph = new Map()
  for (const [file, edges] of files) {
    const from = moduleOf(file, root)
    if (!from) continue
    if (!graph.has(from)) graph.set(from, new Map())
    for (const [target, kind] of edges) {
      const to = moduleOf(target, root)
      if (!to || to === from || ignored.has(`${from} -> ${to}`)) continue
      const why = graph.get(from).get(to) ?? []
      why.push(`${rel(file)} -> ${rel(target)}${kind === 'dynamic' ? ' (dynamic import)' : ''}`)
      graph.get(from).set(to, why)
    }
  }
  for (const tos of [...graph.values()]) for (const to of tos.keys()) if (!graph.has(to)) graph.set(to, new Map())
  return graph
}

/** 'a->b', 'a -> b' and 'a  ->  b' alike. */
function edgeKey(edge) {
  return edge.split('->').map((s) => s.trim()).join(' -> ')
}

/**
 * Module-level circles: { modules: [names], loop: [a → … → a], edges: { 'a -> b': [file imports] } }.
 * `ignoreEdges` ('a -> b') lists module edges accepted for now; circles that need them are not reported.
 */
export function findModuleCycles(modulesDir, { aliases = {}, include, ignoreEdges = [] } = {}) {
  const graph = buildModuleGraph(modulesDir, { aliases, include, ignoreEdges })
  return stronglyConnected(graph).map((comp) => {
    const members = new Set(comp)
    const edges = {}
    for (const from of comp) {
      for (const [to, why] of graph.get(from)) if (members.has(to)) edges[`${from} -> ${to}`] = why
    }
    return { modules: comp, loop: shortestLoop(graph, comp[0], members), edges }
  })
}

/** A readable report of circles from findFileCycles / findModuleCycles, for test failures and the CLI. */
export function formatCycles(cycles, label = 'import circle') {
  if (!cycles.length) return `no ${label}s`
  const lines = [`${cycles.length} ${label}${cycles.length > 1 ? 's' : ''}:`]
  cycles.forEach((c, i) => {
    const names = c.files ?? c.modules
    lines.push(`  ${i + 1}. ${names.length} ${c.files ? 'files' : 'modules'}; one loop: ${c.loop.join(' -> ')}`)
    if (c.files) for (const f of names) lines.push(`       ${f}`)
    if (c.edges) {
      for (const [edge, why] of Object.entries(c.edges)) {
        lines.push(`       ${edge}:`)
        for (const w of why.slice(0, 4)) lines.push(`         ${w}`)
        if (why.length > 4) lines.push(`         … and ${why.length - 4} more`)
      }
    }
  })
  return lines.join('\n')
}

// CLI: print the circles of a folder (and of its modules with --modules), exit 1 when there are any.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const json = args.includes('--json')
  const modIdx = args.indexOf('--modules')
  const modulesDir = modIdx >= 0 ? args[modIdx + 1] : undefined
  const dir = args.find((a, i) => !a.startsWith('--') && (modIdx < 0 || i !== modIdx + 1)) ?? 'src'
  const srcAlias = path.resolve(dir) + path.sep
  const aliases = { '@/': srcAlias }
  const files = findFileCycles(dir, { aliases })
  const modules = modulesDir ? findModuleCycles(modulesDir, { include: (f) => !isTestSupport(f) }) : []
  if (json) process.stdout.write(JSON.stringify({ files, modules }, null, 2) + '\n')
  else {
    console.log(formatCycles(files, 'file-level import circle'))
    if (modulesDir) console.log(formatCycles(modules, 'module-level import circle'))
  }
  process.exitCode = files.length || modules.length ? 1 : 0
}
