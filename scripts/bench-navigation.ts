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
import os from 'node:os'
import { chromium, type Browser } from 'playwright-core'
import { startBenchServer } from './bench-server.ts'

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 7)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const startSite = () => startBenchServer('bench-navigation')

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
