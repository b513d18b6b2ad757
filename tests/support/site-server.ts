import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

export interface SiteServer {
  url: string
  dataDir: string
  process: ChildProcess
  stop(): Promise<void>
}

/**
 * Starts the production build (`scripts/start.mjs`) on 127.0.0.1 with an ephemeral port and a fresh
 * DATA_DIR, and resolves once it logs that it is listening.
 */
export async function startSiteServer(env: Record<string, string> = {}): Promise<SiteServer> {
  const root = path.resolve(import.meta.dirname, '../..')
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    throw new Error('No production build found: run `npm run build` first (npm test does).')
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-e2e-'))
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const stderr: string[] = []
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in 30 s. ${stderr.join('')}`)), 30_000)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`Server exited with ${code}: ${stderr.join('')}`))
    })
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { msg?: string; port?: number }
        if (entry.msg === 'listening' && entry.port) {
          clearTimeout(timer)
          resolve(`http://127.0.0.1:${entry.port}`)
        }
      } catch {
        // not a log line
      }
    })
  })
  return {
    url,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
