// Process helpers the server benches share (throughput.mjs, buying.mjs).
import { spawn } from 'node:child_process'
import net from 'node:net'

/** A free loopback port. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** Waits until `url` answers 2xx, failing when the child exits first or after 60 s. */
export async function waitFor(url, child, output) {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early:\n${output()}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`no answer within 60 s:\n${output()}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** A node child process whose stdout and stderr are kept for error messages. */
export function spawnLogged(args, opts) {
  const child = spawn(process.execPath, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (d) => (out += d))
  child.stderr.on('data', (d) => (out += d))
  return { child, output: () => out }
}

export async function stop(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
}
