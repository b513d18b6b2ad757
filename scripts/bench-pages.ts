// `npm run bench`: cached public pages against the same bytes as a static file served by nginx.
//   Starts the production build (`scripts/start.mjs`, needs `npm run build`) on 127.0.0.1 with the
//   sample posts, and Debian's nginx (`gzip_static on`, one worker, as the site is one process) on
//   a throwaway root holding each page's exact bytes, as served, and their gzip copy. Both are
//   asked as a browser asks (`Accept-Encoding: gzip, deflate, br`) by wrk: 10 s per run, 10 and 50
//   connections, median of three runs, alternating between the two.
//   Pages: home, the blog listing, one article and Intensives.
//   Prints a Markdown table: requests/s and p99 latency of each, and the site's share of nginx's.
//   Options: --quick (one 5 s run each), --connections=10,50.
import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { freePort } from '../tests/support/free-port.ts'
import { startBenchServer } from './bench-server.ts'

const quick = process.argv.includes('--quick')
const runs = quick ? 1 : 3
const duration = quick ? 5 : 10
const connectionList = (process.argv.find((arg) => arg.startsWith('--connections='))?.split('=')[1] ?? '10,50').split(',').map(Number)
const browserEncoding = 'gzip, deflate, br'
const run = promisify(execFile)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface Figure {
  rps: number
  p99Ms: number
}

/** The bytes a URL answers, undecoded, with the headers they came with. */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

function latencyMs(text: string): number {
  const match = /([\d.]+)(us|ms|s)\b/.exec(text)
  if (!match) return Number.NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}

async function wrk(url: string, connections: number): Promise<Figure> {
  const { stdout } = await run('wrk', ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', '-H', `Accept-Encoding: ${browserEncoding}`, url], {
    maxBuffer: 1024 * 1024,
  })
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1])
  const p99 = /\s99%\s+(\S+)/.exec(stdout)?.[1] ?? ''
  if (/Non-2xx/.test(stdout) || !Number.isFinite(rps)) throw new Error(`wrk saw errors for ${url}:\n${stdout}`)
  return { rps, p99Ms: latencyMs(p99) }
}

const startSite = () => startBenchServer('bench-pages')

/** nginx serving `dir` with gzip_static, one worker, logging nothing. */
async function startNginx(dir: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  const config = path.join(work, 'nginx.conf')
  fs.writeFileSync(
    config,
    `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  types { text/html html; }
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    gzip_static on;
    etag on;
  }
}
`,
  )
  const child = spawn('nginx', ['-c', config, '-p', work], { stdio: ['ignore', 'ignore', 'inherit'] })
  const url = `http://127.0.0.1:${port}`
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`)
    if (await fetch(`${url}/`).then(() => true, () => false)) break
    if (Date.now() - started > 10_000) throw new Error('nginx did not start in 10 s')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGQUIT')
      await exited
      fs.rmSync(work, { recursive: true, force: true })
    },
  }
}

async function main() {
  const site = await startSite()
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-static-'))
  // nginx's worker may run as another user: it must be able to read the files.
  fs.chmodSync(staticDir, 0o755)
  const listing = await (await fetch(`${site.url}/Therapist-Easton-PA`)).text()
  const article = /href="(\/Therapist-Easton-PA\/[\w-]+)"/.exec(listing)?.[1]
  if (!article) throw new Error('no article on the listing')
  const pages = [
    { name: 'Home', path: '/' },
    { name: 'Blog listing', path: '/Therapist-Easton-PA' },
    { name: 'Article', path: article },
    { name: 'Intensives', path: '/Therapist-Allentown-PA' },
  ]
  // The same bytes for nginx: the page as served, and its gzip copy for gzip_static.
  const sizes: string[] = []
  for (const [index, page] of pages.entries()) {
    const plain = await rawGet(`${site.url}${page.path}`, {})
    const br = await rawGet(`${site.url}${page.path}`, { 'Accept-Encoding': browserEncoding })
    if (br.headers['x-page-cache'] !== 'hit') await rawGet(`${site.url}${page.path}`, { 'Accept-Encoding': browserEncoding })
    const file = path.join(staticDir, `page-${index}.html`)
    fs.writeFileSync(file, plain.body)
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(plain.body, { level: 9 }))
    sizes.push(`${page.name}: ${(plain.body.length / 1024).toFixed(1)} KB HTML, ${(br.body.length / 1024).toFixed(1)} KB as sent (${String(br.headers['content-encoding'])})`)
  }
  const nginx = await startNginx(staticDir)
  const rows: string[] = []
  try {
    for (const connections of connectionList) {
      for (const [index, page] of pages.entries()) {
        const ours: Figure[] = []
        const theirs: Figure[] = []
        for (let round = 0; round < runs; round += 1) {
          ours.push(await wrk(`${site.url}${page.path}`, connections))
          theirs.push(await wrk(`${nginx.url}/page-${index}.html`, connections))
        }
        const o = { rps: median(ours.map((f) => f.rps)), p99Ms: median(ours.map((f) => f.p99Ms)) }
        const t = { rps: median(theirs.map((f) => f.rps)), p99Ms: median(theirs.map((f) => f.p99Ms)) }
        rows.push(
          `| ${page.name} | ${connections} | ${Math.round(o.rps).toLocaleString('en-US')} | ${o.p99Ms.toFixed(2)} | ${Math.round(t.rps).toLocaleString('en-US')} | ${t.p99Ms.toFixed(2)} | ${(o.rps / t.rps).toFixed(2)} |`,
        )
        console.error(rows.at(-1))
      }
    }
  } finally {
    await nginx.stop()
    await site.stop()
    fs.rmSync(staticDir, { recursive: true, force: true })
  }
  console.log(`Node ${process.version}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown'}), load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${runs} × ${duration} s per cell, median.`)
  for (const line of sizes) console.log(`- ${line}`)
  console.log('')
  console.log('| Page | Connections | Site req/s | Site p99 ms | nginx req/s | nginx p99 ms | Site / nginx |')
  console.log('|---|---|---|---|---|---|---|')
  for (const row of rows) console.log(row)
}

await main()
