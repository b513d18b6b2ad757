import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { pathToFileURL } from 'node:url'

export interface SiteServer {
  url: string
  dataDir: string
  process: ChildProcess
  /**
   * Sets the process's clock to a moment (null: the real clock again). Only for servers started
   * with `{ controllableClock: true }`; resolves once the process has taken it.
   */
  setClock(at: string | null): Promise<void>
  stop(): Promise<void>
}

export interface SiteServerOptions {
  /** Start with tests/support/process-clock.mjs loaded, so setClock can move the clock. */
  controllableClock?: boolean
}

/**
 * Starts the production build (`scripts/start.mjs`) on 127.0.0.1 with an ephemeral port and a fresh
 * DATA_DIR, and resolves once it logs that it is listening.
 */
export async function startSiteServer(env: Record<string, string> = {}, options: SiteServerOptions = {}): Promise<SiteServer> {
  const root = path.resolve(import.meta.dirname, '../..')
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
    throw new Error('No production build found: run `npm run build` first (npm test does).')
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-e2e-'))
  const clockArgs = options.controllableClock ? ['--import', pathToFileURL(path.join(root, 'tests/support/process-clock.mjs')).href] : []
  const child = spawn(process.execPath, [...clockArgs, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.controllableClock ? (['ipc'] as const) : [])],
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
    setClock(at) {
      if (!options.controllableClock) return Promise.reject(new Error('This server was started without a controllable clock.'))
      return new Promise((resolve, reject) => {
        const onMessage = (message: { type?: string }) => {
          if (message?.type !== 'clock-set') return
          child.off('message', onMessage)
          resolve()
        }
        child.on('message', onMessage)
        child.send({ type: 'set-clock', at }, (error) => {
          if (error) reject(error)
        })
      })
    },
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
