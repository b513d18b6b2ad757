// `npm run bench:visits`: how fast visits are recorded, and how big a year of them gets.
//   1. Throughput of POST /api/track-visitor: autocannon, 50 connections, 10 s, median of three,
//      against the production HTTP stack (everything but the page renderer) on a fresh database.
//   2. Database size after one million simulated visits over 90 days, before and after roll-up.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import { createDataLayer } from '../server/db/index.ts'
import { parseEnv } from '../server/env.ts'
import { createHttpApp } from '../server/app.ts'
import { createLogger } from '../server/log.ts'
import { createServices } from '../server/services.ts'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function throughput() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-visits-'))
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent' })
  const data = await createDataLayer({ databasePath: env.databasePath })
  // Generous caps: the benchmark sends from one address, and capped visits would skip the writes.
  const services = createServices(data, { visitsPerMinuteCap: 10_000_000, visitsSiteMinuteCap: 10_000_000 })
  const app = await createHttpApp({ data, services, env, logger: createLogger('silent'), logRequests: false })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/track-visitor`
  const runs = []
  for (let i = 0; i < 3; i += 1) {
    const result = await autocannon({
      url,
      method: 'POST',
      connections: 50,
      duration: 10,
      headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0' },
      body: JSON.stringify({ page: '/Therapist-Easton-PA', referrer: 'https://duckduckgo.com/' }),
    })
    runs.push({ rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx })
    console.error(`run ${i + 1}: ${result.requests.average} req/s, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`)
  }
  server.close()
  await data.close()
  fs.rmSync(dir, { recursive: true, force: true })
  return { rps: median(runs.map((run) => run.rps)), p99: median(runs.map((run) => run.p99)), errors: runs.reduce((sum, run) => sum + run.errors, 0) }
}

function fileSize(databasePath: string): number {
  return ['', '-wal'].reduce((sum, suffix) => sum + (fs.existsSync(databasePath + suffix) ? fs.statSync(databasePath + suffix).size : 0), 0)
}

async function size() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-visits-size-'))
  const databasePath = path.join(dir, 'site.db')
  const data = await createDataLayer({ databasePath })
  await data.close()
  // Insert the rows directly, as record() would store them, to simulate a million visits quickly.
  const sqlite = new SQLite(databasePath)
  const pages = ['/', '/Therapist-Bethlehem-PA', '/Therapist-Allentown-PA', '/Therapist-Easton-PA', '/Therapist-LehighValley-PA']
  for (let i = 0; i < 60; i += 1) pages.push(`/Therapist-Easton-PA/article-number-${i}`)
  const referrers = [null, null, null, 'google.com', 'duckduckgo.com', 'bing.com', 'psychologytoday.com']
  const insert = sqlite.prepare('insert into page_views (id, path, day, created_at, new_visitor, referrer_host) values (?, ?, ?, ?, ?, ?)')
  const total = 1_000_000
  const start = Date.UTC(2026, 0, 1)
  const insertAll = sqlite.transaction(() => {
    for (let i = 0; i < total; i += 1) {
      const at = new Date(start + Math.floor((i / total) * 90 * 86_400_000))
      insert.run(crypto.randomUUID(), pages[i % pages.length], at.toISOString().slice(0, 10), at.toISOString(), i % 3 === 0 ? 1 : 0, referrers[i % referrers.length])
    }
  })
  insertAll()
  sqlite.pragma('wal_checkpoint(TRUNCATE)')
  sqlite.close()
  const before = fileSize(databasePath)
  const reopened = await createDataLayer({ databasePath })
  const services = createServices(reopened, { now: () => new Date(Date.UTC(2026, 2, 31, 20)) })
  const totalBefore = await services.visits.totalVisits()
  const started = performance.now()
  const { rolledUp } = await services.visits.maintain()
  const rollUpMs = performance.now() - started
  const totalAfter = await services.visits.totalVisits()
  await reopened.close()
  const vacuum = new SQLite(databasePath)
  vacuum.exec('vacuum')
  vacuum.pragma('wal_checkpoint(TRUNCATE)')
  vacuum.close()
  const after = fileSize(databasePath)
  fs.rmSync(dir, { recursive: true, force: true })
  return { total, before, after, rolledUp, rollUpMs, totalBefore, totalAfter }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const t = await throughput()
console.log(`| POST /api/track-visitor, 50 connections, 10 s, median of 3 | ${Math.round(t.rps)} req/s | p99 ${t.p99} ms | ${t.errors} errors |`)
// `-- --throughput-only` skips the million-visit size run.
if (process.argv.includes('--throughput-only')) process.exit(0)
const s = await size()
console.log(`| 1,000,000 visits over 90 days | before roll-up ${mb(s.before)} | after roll-up (+ VACUUM) ${mb(s.after)} | ${s.rolledUp} visits rolled up in ${Math.round(s.rollUpMs)} ms; total ${s.totalBefore} → ${s.totalAfter} |`)
