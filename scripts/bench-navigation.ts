// `npm run bench:navigation`: time from a click to the next page's first paint, in Debian's
//   Chromium, with the speculation rules (prerendering) and without them (the rules stripped from
//   the HTML on the way in). Starts the production build (needs `npm run build`) with the sample
//   posts. Two journeys, home → Intensives and listing → article, 7 runs each, medians. The
//   pointer rests on the link for 300 ms before the click, as a person's does.
//   Click to paint is read from the new page: first-contentful-paint minus `activationStart`
//   (when a prerendered page is shown) or minus the navigation's start (a normal load, which
//   starts at the click). Options: --runs=N.
//   Chromium does not prerender while DevTools drives it (its preloading status says
//   PrerenderingDisabledByDevTools), so under playwright-core the "with" column is a normal load
//   too; the table says how many runs were prerendered.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { freePort } from '../tests/support/free-port.ts'

const root = path.resolve(import.meta.dirname, '..')
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 7)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function startSite(): Promise<{ url: string; stop(): Promise<void> }> {
  if (!fs.existsSync(path.join(root, 'build/server/index.js'))) throw new Error('No production build: run `npm run build` first.')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-navigation-'))
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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

interface Sample {
  clickToPaintMs: number
  prerendered: boolean
}

async function journey(browser: Browser, base: string, from: string, to: string, prerender: boolean): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  if (!prerender) {
    await context.route(
      (url) => url.href.startsWith(base) && !/\.\w+$/.test(url.pathname),
      async (route) => {
        const response = await route.fetch()
        const body = (await response.text()).replace(/<script type="speculationrules">[\s\S]*?<\/script>/g, '')
        await route.fulfill({ response, body })
      },
    )
  }
  await page.goto(`${base}${from}`, { waitUntil: 'networkidle' })
  const link = page.locator(`a[href="${to}"]:visible`).first()
  await link.scrollIntoViewIfNeeded()
  await link.hover()
  // The pointer rests on the link, as a person's does before a click.
  await page.waitForTimeout(300)
  await Promise.all([page.waitForURL(`${base}${to}`), link.click()])
  const timing = await page.evaluate(async () => {
    const paint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list, observer) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0]
        if (entry) {
          observer.disconnect()
          resolve(entry.startTime)
        }
      }).observe({ type: 'paint', buffered: true })
    })
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number }
    return { paint, activationStart: navigation.activationStart ?? 0 }
  })
  await context.close()
  const prerendered = timing.activationStart > 0
  return { clickToPaintMs: Math.max(0, timing.paint - timing.activationStart), prerendered }
}

async function main() {
  const site = await startSite()
  const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
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
      const withRules: Sample[] = []
      const without: Sample[] = []
      for (let round = 0; round < runs; round += 1) {
        withRules.push(await journey(browser, site.url, trip.from, trip.to, true))
        without.push(await journey(browser, site.url, trip.from, trip.to, false))
      }
      const shown = withRules.filter((sample) => sample.prerendered).length
      rows.push(
        `| ${trip.name} | ${median(withRules.map((s) => s.clickToPaintMs)).toFixed(0)} (${shown}/${runs} prerendered) | ${median(without.map((s) => s.clickToPaintMs)).toFixed(0)} |`,
      )
    }
  } finally {
    await browser.close()
    await site.stop()
  }
  console.log(`Chromium ${browser.version()}, ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}; ${runs} runs, median.`)
  console.log('')
  console.log('| Journey | Click to first paint, ms, with speculation rules | Without |')
  console.log('|---|---|---|')
  for (const row of rows) console.log(row)
  console.log('')
  console.log('A browser driven over DevTools does not prerender (Chromium reports PrerenderingDisabledByDevTools):')
  console.log('when no run was prerendered, both columns are normal loads of the cached page.')
}

await main()
