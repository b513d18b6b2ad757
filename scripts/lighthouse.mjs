// `npm run lighthouse`: builds, starts the production server on a free port with a fresh
// database (the sample posts only), runs Lighthouse in mobile and desktop mode on every public
// route (five runs each, in turns) and writes the medians, plus the exact compressed JavaScript of each route, to
// docs/benchmarks.md. Options: --no-build, --runs=N, --only=/path[,/path] (prints, leaves the docs).
//
// Each run also measures a control: an empty page (a heading and a paragraph, no style, no script)
// from a bare Node server. It is the floor of this set-up: what Lighthouse reports for a page that
// asks nothing of the browser, on this machine, at the same moment.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { startBenchServer } from './bench-server.ts'

const root = path.resolve(import.meta.dirname, '..')
const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')).map(([k, v]) => [k, v ?? true]))
const runs = Number(args.get('runs') ?? 5)
const routes = args.has('only')
  ? String(args.get('only')).split(',')
  : [
      '/',
      '/Therapist-Bethlehem-PA',
      '/Therapist-Allentown-PA',
      '/Therapist-Easton-PA',
      // One of the sample articles every new database starts with.
      '/Therapist-Easton-PA/what-happens-during-a-trauma-intensive',
      '/Therapist-LehighValley-PA',
      // The legal pages: the Notice of Privacy Practices is the longest page of the site.
      '/privacy-policy',
      '/terms-of-service',
      '/notice-of-privacy-practices',
      '/good-faith-estimate',
      '/accessibility',
    ]
const categories = ['performance', 'accessibility', 'best-practices', 'seo']

if (!args.has('no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Compressed size of a built asset as the server sends it (falls back to the file itself). */
function compressedSize(assetPath, suffix) {
  const file = path.join(root, 'build/client', assetPath)
  return fs.existsSync(file + suffix) ? fs.statSync(file + suffix).size : fs.statSync(file).size
}

/** The inline scripts of a route's HTML that run (not JSON-LD, not speculation rules), and its rules. */
async function inlineScripts(url) {
  const html = await (await fetch(url)).text()
  const blocks = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc=/.test(attributes))
  const typeOf = (attributes) => /\btype="([^"]+)"/.exec(attributes)?.[1] ?? 'text/javascript'
  const code = blocks.filter(([, attributes]) => ['text/javascript', 'module'].includes(typeOf(attributes))).map(([, , text]) => text)
  const rules = blocks.filter(([, attributes]) => typeOf(attributes) === 'speculationrules').map(([, , text]) => text)
  return { code: code.join(''), rules: rules.join('') }
}

/** The JavaScript a route runs, exactly as compressed bytes: script files it loaded and its inline scripts. */
async function scriptFigures(requestedScripts, url) {
  const sum = (list, suffix) => list.reduce((total, src) => total + compressedSize(src, suffix), 0)
  const { code, rules } = await inlineScripts(url)
  const brotli = (text) => zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length
  const gzip = (text) => zlib.gzipSync(Buffer.from(text), { level: 9 }).length
  return {
    filesBr: sum(requestedScripts, '.br'),
    filesGz: sum(requestedScripts, '.gz'),
    files: requestedScripts.map((src) => path.basename(src)),
    inlineBr: code ? brotli(code) : 0,
    inlineGz: code ? gzip(code) : 0,
    rulesBr: rules ? brotli(rules) : 0,
  }
}

// The production build as every benchmark starts it (scripts/bench-server.ts).
const server = await startBenchServer('practice-lighthouse')
const controlPage =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Empty page</title><meta name="description" content="The control page of the Lighthouse benchmark."><link rel="icon" href="data:,"></head>' +
  '<body><main><h1>Empty page</h1><p>A heading and a paragraph, with no style and no script.</p></main></body></html>'
const control = http.createServer((request, response) => {
  const found = request.url === '/'
  response.writeHead(found ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  response.end(found ? controlPage : 'Not found')
})
await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve))
const controlUrl = `http://127.0.0.1:${control.address().port}/`
const CONTROL = 'control: empty page'
const targets = [...routes.map((route) => ({ route, url: `${server.url}${route}` })), { route: CONTROL, url: controlUrl }]
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

const rows = []
const scripts = []
/** One Lighthouse run of a page in a mode; a run Lighthouse could not complete is run again. */
async function measure(route, url, mode, run) {
  for (let failures = 0; ; failures += 1) {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
      mode === 'desktop' ? desktopConfig : undefined,
    )
    // A failed run (Lighthouse reports a runtime error and scores 0) is not a measurement of the
    // page: say so and run again, a few times at most.
    if (lhr.runtimeError) {
      process.stdout.write(`${mode} ${route} run ${run + 1}: Lighthouse failed (${lhr.runtimeError.code}: ${lhr.runtimeError.message}), running again\n`)
      if (failures >= 3) throw new Error(`Lighthouse failed ${failures + 1} times on ${mode} ${route}`)
      continue
    }
    const audit = (id) => lhr.audits[id]
    const resources = audit('resource-summary').details.items
    const sample = {
      scores: categories.map((id) => Math.round((lhr.categories[id].score ?? 0) * 100)),
      lcp: audit('largest-contentful-paint').numericValue,
      tbt: audit('total-blocking-time').numericValue,
      cls: audit('cumulative-layout-shift').numericValue,
      totalBytes: audit('total-byte-weight').numericValue,
      jsBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
      scriptFiles: audit('network-requests')
        .details.items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(server.url))
        .map((item) => new URL(item.url).pathname),
    }
    process.stdout.write(`${mode} ${route} run ${run + 1}: perf ${sample.scores[0]}, TBT ${Math.round(sample.tbt)} ms\n`)
    return sample
  }
}

try {
  // Run by run, every page in turn (the control too): a busy stretch of this shared machine then
  // falls on all of them alike instead of on whichever page was being measured. Each turn starts
  // one page further along, so no page always comes first or always follows the same one.
  const samples = new Map(targets.flatMap(({ route }) => ['mobile', 'desktop'].map((mode) => [`${mode} ${route}`, []])))
  for (let run = 0; run < runs; run += 1) {
    const turn = targets.map((_, index) => targets[(index + run) % targets.length])
    for (const { route, url } of turn) {
      for (const mode of ['mobile', 'desktop']) samples.get(`${mode} ${route}`).push(await measure(route, url, mode, run))
    }
  }
  for (const { route, url } of targets) {
    for (const mode of ['mobile', 'desktop']) {
      const list = samples.get(`${mode} ${route}`)
      rows.push({
        route,
        mode,
        scores: categories.map((_, index) => median(list.map((sample) => sample.scores[index]))),
        lcp: median(list.map((sample) => sample.lcp)),
        tbt: median(list.map((sample) => sample.tbt)),
        tbtRuns: list.map((sample) => Math.round(sample.tbt)),
        cls: median(list.map((sample) => sample.cls)),
        totalBytes: median(list.map((sample) => sample.totalBytes)),
        jsBytes: median(list.map((sample) => sample.jsBytes)),
      })
      if (mode === 'mobile' && route !== CONTROL) scripts.push({ route, ...(await scriptFigures([...new Set(list.at(-1).scriptFiles)], url)) })
    }
  }
} finally {
  await chrome.kill()
  await server.stop()
  control.close()
}

const kb = (bytes) => (bytes / 1024).toFixed(1)
const table = [
  '| route | mode | perf | a11y | best practices | SEO | LCP | TBT | TBT of each run | CLS | total KB | script files KB |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map((row) =>
    [
      row.route === CONTROL ? `*${row.route}*` : `\`${row.route}\``,
      row.mode,
      ...row.scores,
      `${(row.lcp / 1000).toFixed(2)} s`,
      `${Math.round(row.tbt)} ms`,
      row.tbtRuns.join(' / '),
      row.cls.toFixed(3),
      kb(row.totalBytes),
      kb(row.jsBytes),
    ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
  ),
].join('\n')
const jsTable = [
  '| route | script files (br / gzip) | inline scripts (br / gzip) | total JavaScript (br) | speculation rules (br) | files |',
  '|---|---:|---:|---:|---:|---|',
  ...scripts.map((row) =>
    `| \`${row.route}\` | ${kb(row.filesBr)} / ${kb(row.filesGz)} | ${kb(row.inlineBr)} / ${kb(row.inlineGz)} | ${kb(row.filesBr + row.inlineBr)} | ${kb(row.rulesBr)} | ${row.files.join(', ') || '—'} |`,
  ),
].join('\n')

const { version } = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'))
const chromeVersion = spawnSync(process.env.CHROME_PATH || '/usr/bin/chromium', ['--version']).stdout?.toString().trim()
const section = `## Lighthouse

Measured with \`npm run lighthouse\` (Lighthouse ${version}, ${chromeVersion}, default simulated throttling:
mobile = Moto G Power on slow 4G, desktop = desktop preset) against the production build on this
machine (2 shared cores), ${runs} runs per route and mode, taken in turns (run 1 of every route,
then run 2, …, each turn starting one page further down the list); every figure is the median.
Run on
${new Date().toISOString().slice(0, 10)}.

${table}

Budget (docs/DESIGN): mobile performance ≥ 95 (target 100); accessibility, best practices and SEO
100; mobile TBT 0 ms; CLS 0; at most 5 KB of compressed JavaScript per public page. *Script files
KB* is what Lighthouse saw transferred as script files (none: public pages load no framework,
decision 013).

The last row is the control: an empty page (a heading and a paragraph, no style, no script) from a
bare Node server, measured in turn with the routes. Lighthouse's phone model replays the browser's
own navigation task (committing the navigation and creating the page's script context: 5–40 ms
here depending on the machine's load, times four) before the page's parsing and first layout, so
those end later than the model's first paint, and whatever of each lies past the first paint
beyond 50 ms is counted. The control's own tasks are too short to count; it scores more than 0
only when the navigation task alone outlasts its first paint by 50 ms. A page's first style and
layout task is stretched only twice, so it counts once it took about 25 ms here: the pages sit
at that edge, and *TBT of each run* shows how far a median of ${runs} moves on this shared machine
(see "The home page's TBT: an edge of the model, not a cost of the page" below).

### JavaScript per public route (exact compressed bytes, KB)

Script files: each file the route loaded during the mobile run, as the precompressed copy in
\`build/client/assets\` the server sends. Inline scripts: the route's own \`<script>\` blocks that
run (\`shared/public-scripts.ts\`), compressed on their own with brotli at quality 11 and gzip at
level 9 — inside the compressed page they cost no more than this. JSON-LD is data, not script;
the speculation rules are listed apart.

${jsTable}
`

// A run of some routes only is a probe, not the record: the table in the docs stays whole.
if (args.has('only')) {
  console.log(`\n${table}\n\n${jsTable}\n\nPartial run (--only): docs/benchmarks.md left as it was`)
  process.exit(0)
}
const docPath = path.join(root, 'docs/benchmarks.md')
const existing = fs.existsSync(docPath) ? fs.readFileSync(docPath, 'utf8') : '# Benchmarks\n'
const start = existing.indexOf('## Lighthouse')
const next = start === -1 ? -1 : existing.indexOf('\n## ', start + 3)
const updated =
  start === -1
    ? `${existing.trimEnd()}\n\n${section}`
    : `${existing.slice(0, start)}${section}${next === -1 ? '' : existing.slice(next)}`
fs.writeFileSync(docPath, `${updated.trimEnd()}\n`)
console.log(`\n${table}\n\n${jsTable}\n\nWritten to docs/benchmarks.md`)
