// `npm run bench:navigation`: time from a click to the next page's first paint, in Debian's
//   Chromium, with the next page prerendered and without. Starts the production build (needs
//   `npm run build`) with the sample posts. Two journeys, home → Intensives and listing →
//   article, 5 runs each way (alternating), medians. Options: --runs=N.
//
//   Chromium does not prerender while DevTools drives it (its preloading status says
//   PrerenderingDisabledByDevTools), so no automation library is used: each run starts a fresh
//   headless Chromium on the first page and lets the page drive itself. A small proxy in front of
//   the site adds one script to each page (and lifts the pages' Content-Security-Policy, which
//   would refuse it). On the first page the script waits for the load and 1.8 s more, then clicks
//   the real link. With prerendering it first adds an `immediate` speculation rule for that link:
//   the site's own rules are `moderate`, which start on a pointer resting on the link, and there is
//   no pointer here. Without, the proxy takes the site's speculation rules out of every page. On
//   the next page the script reads first-contentful-paint minus `activationStart` (the moment a
//   prerendered page is shown; 0 for a normal load, whose time starts at the click) and posts it
//   to the proxy.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../tests/support/free-port.ts'
import { startBenchServer } from './bench-server.ts'

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'

interface Plan {
  from: string
  to: string
  prerender: boolean
}

interface Sample {
  clickToPaintMs: number
  prerendered: boolean
}

/** The script the proxy adds to every page, for the run in progress. */
function harness(plan: Plan): string {
  return `(() => {
  const plan = ${JSON.stringify(plan)}
  if (location.pathname === plan.from && !sessionStorage.getItem('bench-clicked')) {
    addEventListener('load', () => {
      if (plan.prerender) {
        const rules = document.createElement('script')
        rules.type = 'speculationrules'
        rules.textContent = JSON.stringify({ prerender: [{ source: 'list', urls: [plan.to], eagerness: 'immediate' }] })
        document.head.append(rules)
      }
      setTimeout(() => {
        sessionStorage.setItem('bench-clicked', '1')
        document.querySelector('a[href="' + plan.to + '"]').click()
      }, 1800)
    })
  } else if (location.pathname === plan.to) {
    const measure = () => new PerformanceObserver((list, observer) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0]
      if (!paint) return
      observer.disconnect()
      const navigation = performance.getEntriesByType('navigation')[0]
      const activationStart = navigation.activationStart || 0
      fetch('/__bench/report', { method: 'POST', body: JSON.stringify({ clickToPaintMs: Math.max(0, paint.startTime - activationStart), prerendered: activationStart > 0 }) })
    }).observe({ type: 'paint', buffered: true })
    if (document.prerendering) document.addEventListener('prerenderingchange', measure, { once: true })
    else measure()
  }
})()`
}

/** The site behind a proxy that adds the harness to pages and collects what it reports. */
async function startProxy(site: string) {
  let plan: Plan = { from: '/', to: '/', prerender: false }
  let report: ((sample: Sample) => void) | null = null
  const port = await freePort()
  const server = http.createServer((req, res) => {
    if (req.url === '/__bench/harness.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' })
      res.end(harness(plan))
      return
    }
    if (req.url === '/__bench/report') {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        res.end()
        report?.(JSON.parse(body) as Sample)
      })
      return
    }
    const headers = { ...req.headers, host: new URL(site).host, 'accept-encoding': 'identity' }
    const upstream = http.request(`${site}${req.url}`, { method: req.method, headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '')
      const outHeaders = { ...answer.headers }
      delete outHeaders['content-security-policy']
      if (!type.startsWith('text/html')) {
        res.writeHead(answer.statusCode ?? 502, outHeaders)
        answer.pipe(res)
        return
      }
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        let html = Buffer.concat(chunks).toString('utf8')
        if (!plan.prerender) html = html.replace(/<script type="speculationrules">[\s\S]*?<\/script>/g, '')
        html = html.replace('</body>', '<script src="/__bench/harness.js"></script></body>')
        delete outHeaders['content-length']
        delete outHeaders.etag
        res.writeHead(answer.statusCode ?? 502, { ...outHeaders, 'content-length': Buffer.byteLength(html) })
        res.end(html)
      })
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    /** One journey in a fresh Chromium: resolves with what the next page reported. */
    async run(next: Plan): Promise<Sample> {
      plan = next
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-navigation-'))
      const browser = spawn(
        chromiumPath,
        [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--window-size=1280,900',
          `--user-data-dir=${profile}`,
          `http://127.0.0.1:${port}${next.from}`,
        ],
        // Its own process group, so the browser's helper processes go with it.
        { stdio: 'ignore', detached: true },
      )
      try {
        return await new Promise<Sample>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no report from ${next.to} in 30 s`)), 30_000)
          report = (sample) => {
            clearTimeout(timer)
            resolve(sample)
          }
        })
      } finally {
        report = null
        const exited = new Promise((resolve) => browser.once('exit', resolve))
        process.kill(-browser.pid!, 'SIGKILL')
        await exited
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

async function main() {
  const site = await startBenchServer('bench-navigation')
  const proxy = await startProxy(site.url)
  const listing = await (await fetch(`${site.url}/Therapist-Easton-PA`)).text()
  const article = /href="(\/Therapist-Easton-PA\/[\w-]+)"/.exec(listing)?.[1]
  if (!article) throw new Error('no article on the listing')
  const journeys = [
    { name: 'Home → Intensives', from: '/', to: '/Therapist-Allentown-PA' },
    { name: 'Listing → article', from: '/Therapist-Easton-PA', to: article },
  ]
  const rows: string[] = []
  try {
    for (const trip of journeys) {
      const prerendered: Sample[] = []
      const loaded: Sample[] = []
      for (let round = 0; round < runs; round += 1) {
        prerendered.push(await proxy.run({ from: trip.from, to: trip.to, prerender: true }))
        loaded.push(await proxy.run({ from: trip.from, to: trip.to, prerender: false }))
      }
      const shown = prerendered.filter((sample) => sample.prerendered).length
      const format = (samples: Sample[]) => `${median(samples.map((sample) => sample.clickToPaintMs)).toFixed(0)} (${samples.map((sample) => sample.clickToPaintMs.toFixed(0)).join(', ')})`
      rows.push(`| ${trip.name} | ${format(prerendered)}; ${shown} of ${runs} prerendered | ${format(loaded)} |`)
    }
  } finally {
    await proxy.close()
    await site.stop()
  }
  const version = await new Promise<string>((resolve) => {
    const child = spawn(chromiumPath, ['--version'])
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()))
    child.on('close', () => resolve(text.trim()))
  })
  console.log(`${version}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${runs} runs each, median (each run).`)
  console.log('')
  console.log('| Journey | Click to first paint, ms, prerendered | Without prerendering |')
  console.log('|---|---|---|')
  for (const row of rows) console.log(row)
}

await main()
