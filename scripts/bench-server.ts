// The production server as the benchmarks start it: on 127.0.0.1 with a free port, a fresh
// DATA_DIR, and logging only warnings (a log line per request would measure the logger).
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../tests/support/free-port.ts'

const root = path.resolve(import.meta.dirname, '..')

export interface BenchServer {
  url: string
  stop(): Promise<void>
}

/** Starts `scripts/start.mjs` and resolves once /healthz answers; `env` is added to the process's. */
export async function startBenchServer(name: string, env: Record<string, string> = {}): Promise<BenchServer> {
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) throw new Error('No production build: run `npm run build` first.')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`))
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break
    if (Date.now() - started > 60_000) throw new Error('server did not start in 60 s')
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
