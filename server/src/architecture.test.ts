import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, describe, it } from 'node:test'
import { buildModuleGraph, findFileCycles, findModuleCycles, formatCycles, isTestSupport } from '../../scripts/import-graph.mjs'

// Import circles make load order decide what is defined ("read when called … may not exist yet") and
// tie modules that should change apart. `import type` is erased and does not count.
const here = path.dirname(fileURLToPath(import.meta.url))
const modulesDir = path.join(here, 'modules')

/**
 * Module edges (importer -> imported) that still close a circle, each with why it is not broken yet.
 * Remove an entry when its edge goes: the last test fails while a listed edge no longer exists.
 */
const KNOWN_MODULE_EDGES: string[] = [
  // merchant holds the staff session (requireStaff, MerchantError.ROLE_FORBIDDEN) and the WeChat shipping
  // report beside the seller console, which drives verify's write-off and (through sitemessage) refund.
  // Goes when the staff session leaves merchant (its own module or an http/ plugin) and the report sits with orders.
  'refund -> merchant',
  'verify -> merchant',
  // config's launch answer signs the JS-SDK with the WeChat client, and wechat reads the website config.
  'config -> wechat',
  // member issues and revokes tokens and judges secrets with auth's lockout, while auth's logins create
  // members: goes when the token and lockout kernel leaves auth (item 3: token hooks into an http/ plugin).
  'member -> auth',
  // wechat's logins answer with auth's tripartite tags and messages, while auth's tripartite login calls wechat.
  'wechat -> auth',
]

describe('architecture: import circles', () => {
  it('no file-level runtime import circle in server/src', () => {
    const cycles = findFileCycles(here)
    assert.equal(cycles.length, 0, formatCycles(cycles, 'file-level import circle'))
  })

  it('no module-level circle among server/src/modules (tests, testkits and fixtures aside)', () => {
    // a test may load several modules to drive them together; the modules themselves must not
    const cycles = findModuleCycles(modulesDir, { include: (f) => !isTestSupport(f), ignoreEdges: KNOWN_MODULE_EDGES })
    assert.equal(cycles.length, 0, formatCycles(cycles, 'module-level import circle'))
  })

  it('every known module edge still exists (drop the entries that were fixed)', () => {
    const graph = buildModuleGraph(modulesDir, { include: (f) => !isTestSupport(f) })
    const gone = KNOWN_MODULE_EDGES.filter((edge) => {
      const [from, to] = edge.split('->').map((s) => s.trim())
      return !graph.get(from)?.has(to)
    })
    assert.deepEqual(gone, [], `no longer imported, remove from KNOWN_MODULE_EDGES: ${gone.join(', ')}`)
  })
})

describe('architecture: the import reader (scripts/import-graph.mjs)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'import-graph-'))
  after(() => fs.rmSync(dir, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }

  it('counts imports, re-exports, dynamic imports and folder indexes; not type-only imports, comments or strings', () => {
    write('a.ts', "import { b } from './b.js'\nexport const a = b\n")
    write('b.ts', "export { c as b } from './lib/index.js'\n")
    write('lib/index.ts', "export const c = 1\nexport const later = () => import('../a.js')\n")
    write('d.ts', "import type { a } from './a.js'\nimport { type b } from './b.js'\nexport type { c } from './lib'\n// import './e.js'\nconst s = \"import './e.js'\"\nexport const d = s\n")
    write('e.ts', "import { d } from './d.js'\nexport const e = d\n")
    const cycles = findFileCycles(dir)
    assert.deepEqual(cycles.map((c) => c.files), [['a.ts', 'b.ts', 'lib/index.ts']])
    assert.deepEqual(cycles[0].loop, ['a.ts', 'b.ts', 'lib/index.ts', 'a.ts'])
    assert.match(formatCycles(cycles), /a\.ts -> b\.ts -> lib\/index\.ts -> a\.ts/)
  })

  it('groups files by module folder; files outside modules are no nodes', () => {
    write('mods/x/x.service.ts', "import { y } from '../y/y.service.js'\nexport const x = y\n")
    write('mods/y/y.service.ts', "import { z } from '../z/z.rules.js'\nexport const y = z\n")
    write('mods/z/z.rules.ts', "import '../x/x.service.js'\nexport const z = 1\n")
    write('mods/z/z.test.ts', "import '../y/y.service.js'\n")
    write('mods/routes.ts', "import '../mods/x/x.service.js'\n")
    const cycles = findModuleCycles(path.join(dir, 'mods'), { include: (f) => !isTestSupport(f) })
    assert.deepEqual(cycles.map((c) => c.modules), [['x', 'y', 'z']])
    assert.deepEqual(cycles[0].edges['z -> x'], ['z/z.rules.ts -> x/x.service.ts'])
    assert.deepEqual(findModuleCycles(path.join(dir, 'mods'), { include: (f) => !isTestSupport(f), ignoreEdges: ['z->x'] }), [])
    // a test reaching across modules would close y -> z -> y: tests are left out above
    assert.deepEqual(findModuleCycles(path.join(dir, 'mods'), { ignoreEdges: ['z->x'] }).map((c) => c.modules), [['y', 'z']])
  })
})
