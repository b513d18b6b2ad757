// `npm run bench:blog`: how fast the blog is served by the production build.
//   Starts the production build (`scripts/start.mjs`) on 127.0.0.1 with 200 published posts in a fresh database (SQLite, and
//   PostgreSQL on a throwaway cluster too when its server binaries are installed), then measures
//   with autocannon, 10 s per run, at 10 and 50 connections, median of three runs:
//     GET /api/blog/posts, GET /Therapist-Easton-PA, one article page, and a static file served by
//     the same server as the reference.
//   Prints a Markdown table: requests/s, p99 latency, and each target's ratio to the static file.
//   Then two instances on one PostgreSQL database side by side with one.
//   Options: --quick (one 5 s run each), --sqlite-only, --postgres-only.
import fs from 'node:fs'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'
import { startBenchServer } from './bench-server.ts'
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../tests/support/postgres-cluster.ts'

const root = path.resolve(import.meta.dirname, '..')
const quick = process.argv.includes('--quick')
const sqliteOnly = process.argv.includes('--sqlite-only')
const postgresOnly = process.argv.includes('--postgres-only')
const sqliteFirst = !postgresOnly
const runs = quick ? 1 : 3
const duration = quick ? 5 : 10
const postCount = 200
const owner = { username: 'bench-owner', password: 'bench-lantern-harbour-97' }

const sameSizeFile = path.join(root, 'build/client/bench-same-size.html')

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface Server {
  url: string
  stop(): Promise<void>
}

const startServer = (env: Record<string, string>): Promise<Server> =>
  startBenchServer('bench-blog', { SAMPLE_CONTENT: '0', ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, ...env })

async function seed(url: string): Promise<string> {
  const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(owner) })
  if (login.status !== 200) throw new Error(`sign-in failed: ${login.status}`)
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!
  const headers = { 'Content-Type': 'application/json', Cookie: cookie }
  const paragraph = 'Trauma therapy helps the mind file a memory as past rather than present, so the alarm can switch off. '
  let slug = ''
  for (let index = 0; index < postCount; index += 1) {
    const body = {
      title: `Article ${index + 1}: notes on trauma, OCD and family recovery`,
      excerpt: 'A short excerpt that sits on the card and in the feed, as real excerpts do.',
      content: `# Heading\n\n${paragraph.repeat(40)}\n- one\n- two\n*An italic line.*`,
      tags: ['Trauma', 'OCD', 'Family'].slice(0, (index % 3) + 1),
    }
    const created = (await (await fetch(`${url}/api/admin/blog/posts`, { method: 'POST', headers, body: JSON.stringify(body) })).json()) as { id: string; slug: string }
    await fetch(`${url}/api/admin/blog/posts/${created.id}/publish`, { method: 'PATCH', headers })
    slug = created.slug
  }
  return slug
}

interface Figure {
  rps: number
  p99: number
}

async function measure(url: string, connections: number): Promise<Figure> {
  const rps: number[] = []
  const p99: number[] = []
  for (let run = 0; run < runs; run += 1) {
    const result = await autocannon({ url, connections, duration })
    if (result.errors + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`)
    rps.push(result.requests.average)
    p99.push(result.latency.p99)
  }
  return { rps: median(rps), p99: median(p99) }
}

async function benchEngine(name: string, env: Record<string, string>) {
  const server = await startServer(env)
  try {
    const slug = await seed(server.url)
    // A second reference: a static file as large as the listing page, to tell rendering and
    // caching costs from the cost of moving the bytes.
    const listingBytes = Buffer.byteLength(await (await fetch(`${server.url}/Therapist-Easton-PA`)).text())
    fs.writeFileSync(sameSizeFile, 'x'.repeat(listingBytes))
    const targets = [
      ['static file (/favicon.svg)', '/favicon.svg'],
      [`static file as large as the listing (${(listingBytes / 1024).toFixed(0)} KB)`, `/${path.basename(sameSizeFile)}`],
      ['GET /api/blog/posts (200 posts)', '/api/blog/posts'],
      ['GET /Therapist-Easton-PA', '/Therapist-Easton-PA'],
      ['one article page', `/Therapist-Easton-PA/${slug}`],
    ] as const
    const rows: string[] = []
    for (const connections of [10, 50]) {
      const figures: Figure[] = []
      for (const [, target] of targets) {
        figures.push(await measure(`${server.url}${target}`, connections))
        console.error(`${name} ${connections}c ${target}: ${figures.at(-1)!.rps.toFixed(0)} req/s`)
      }
      const reference = figures[0]!.rps
      targets.forEach(([label], index) => {
        const figure = figures[index]!
        rows.push(`| ${name} | ${label} | ${connections} | ${figure.rps.toFixed(0)} | ${figure.p99} ms | ${((figure.rps / reference) * 100).toFixed(0)}% |`)
      })
    }
    return rows
  } finally {
    fs.rmSync(sameSizeFile, { force: true })
    await server.stop()
  }
}

/**
 * Two instances on one PostgreSQL database, loaded at the same time (10 connections each) on the
 * listing and an article, beside one instance alone with 20 connections.
 */
async function benchTwoInstances(databaseUrl: string): Promise<string[]> {
  const env = { DATABASE_URL: databaseUrl }
  const a = await startServer(env)
  const b = await startServer(env)
  try {
    const slug = await seed(a.url)
    const rows: string[] = []
    for (const [label, target] of [
      ['GET /Therapist-Easton-PA', '/Therapist-Easton-PA'],
      ['one article page', `/Therapist-Easton-PA/${slug}`],
    ] as const) {
      const alone = await measure(`${a.url}${target}`, 20)
      const sums: number[] = []
      for (let run = 0; run < runs; run += 1) {
        const both = await Promise.all([a, b].map((server) => autocannon({ url: `${server.url}${target}`, connections: 10, duration })))
        sums.push(both.reduce((sum, result) => sum + result.requests.average, 0))
      }
      rows.push(`| ${label} | ${alone.rps.toFixed(0)} | ${median(sums).toFixed(0)} |`)
      console.error(`two instances ${target}: one ${alone.rps.toFixed(0)}, two ${median(sums).toFixed(0)} req/s`)
    }
    return rows
  } finally {
    await a.stop()
    await b.stop()
  }
}

if (!fs.existsSync(path.join(root, 'build/server/index.js'))) {
  console.error('No production build: run `npm run build` first.')
  process.exit(1)
}

/** A new empty database on the cluster, so each measurement seeds its own 200 posts. */
async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`create database ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

const twoInstanceRows: string[] = []
const rows = sqliteFirst ? await benchEngine('SQLite', {}) : []
let cluster: PostgresCluster | undefined
if (!sqliteOnly) {
  if (findPostgresBin()) {
    cluster = await startPostgresCluster()
    try {
      rows.push(...(await benchEngine('PostgreSQL', { DATABASE_URL: cluster.adminUrl })))
      twoInstanceRows.push(...(await benchTwoInstances(await freshDatabase(cluster.adminUrl, 'bench_two'))))
    } finally {
      cluster.stop()
    }
  } else {
    console.error('PostgreSQL server binaries not found: measuring SQLite only.')
  }
}

console.log(`\nMeasured ${new Date().toISOString().slice(0, 10)}: ${runs === 1 ? 'one run' : `median of ${runs} runs`} of ${duration} s each, ${postCount} published posts.\n`)
console.log('| database | target | connections | req/s | p99 | of static |')
console.log('|---|---|---:|---:|---:|---:|')
for (const row of rows) console.log(row)
if (twoInstanceRows.length > 0) {
  console.log('\nPostgreSQL, one instance with 20 connections beside two instances with 10 each:\n')
  console.log('| target | one instance req/s | two instances req/s (sum) |')
  console.log('|---|---:|---:|')
  for (const row of twoInstanceRows) console.log(row)
}
