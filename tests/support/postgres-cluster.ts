import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './free-port.ts'

/** The newest installed PostgreSQL server's bin folder (Debian layout), or PG_BIN; null when absent. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN) return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null
  const root = '/usr/lib/postgresql'
  if (!fs.existsSync(root)) return null
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(root, versions[0], 'bin') : null
}

export const postgresInstallHint = 'apt-get update && apt-get install -y postgresql'

export interface PostgresCluster {
  /** A superuser URL for the `postgres` database. */
  adminUrl: string
  stop(): void
}

/**
 * Starts a throwaway PostgreSQL cluster on 127.0.0.1 with an ephemeral port, tuned for tests
 * (no fsync). As root it runs the server as the `postgres` user, which initdb requires.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin()
  if (!bin) throw new Error(`PostgreSQL server binaries not found. Install them with: ${postgresInstallHint}`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-pg-'))
  const dataDir = path.join(dir, 'data')
  const socketDir = path.join(dir, 'socket')
  fs.mkdirSync(socketDir)
  const asRoot = process.getuid?.() === 0
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir])
  const run = (command: string, args: string[]) => {
    const file = path.join(bin, command)
    return asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' })
      : execFileSync(file, args, { stdio: 'pipe' })
  }
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'])
  const port = await freePort()
  const options = [
    `-p ${port}`,
    `-k ${socketDir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
  ].join(' ')
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start'])
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
