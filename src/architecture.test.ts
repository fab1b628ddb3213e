import { spawnSync } from 'child_process'
import path from 'path'

// Import circles make load order decide what is defined ("read when called … may not exist yet").
// scripts/import-graph.mjs is plain ESM: run as node's own process rather than through jest's transform.
// `import type` is erased and does not count; '@/…' resolves to src/.
const root = path.resolve(__dirname, '..')

interface FileCycle { files: string[]; loop: string[] }

describe('architecture: import circles', () => {
  it('no file-level runtime import circle in src/', () => {
    const run = spawnSync(process.execPath, [path.join(root, 'scripts/import-graph.mjs'), 'src', '--json'], { cwd: root, encoding: 'utf8' })
    if (run.error || !run.stdout) throw run.error ?? new Error(`import-graph.mjs failed: ${run.stderr}`)
    const { files } = JSON.parse(run.stdout) as { files: FileCycle[] }
    const report = files.map((c, i) => `${i + 1}. ${c.files.length} files; one loop: ${c.loop.join(' -> ')}\n${c.files.map((f) => `     ${f}`).join('\n')}`)
    expect({ circles: files.length, report: report.join('\n') }).toEqual({ circles: 0, report: '' })
  }, 60_000)
})
