// `npm run bench:sign-in`: a burst of wrong sign-ins, and the owner signing in during it.
//   100 wrong passwords for the owner's username sent at once (from 100 addresses, through
//   X-Forwarded-For), against the production HTTP stack (everything but the page renderer) with the
//   production password hashing, on a fresh SQLite database per run. Reports the burst's wall time
//   and answers, and the owner's own sign-ins 50 ms and 1 s into the burst (once the guesses have
//   queued), from her usual browser (one that signed in before) and address: latency and answer.
//   Median of 3 runs.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createDataLayer } from '../server/db/index.ts'
import { parseEnv } from '../server/env.ts'
import { createHttpApp } from '../server/app.ts'
import { createLogger } from '../server/log.ts'
import { createServices } from '../server/services.ts'

const owner = { username: 'owner', password: 'quiet-harbour-lantern-42' }
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sign-in-'))
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', TRUST_PROXY: '1' })
  const data = await createDataLayer({ databasePath: env.databasePath })
  const services = createServices(data)
  await services.auth.ensureAdmin(owner)
  const app = await createHttpApp({ data, services, env, logger: createLogger('silent'), logRequests: false })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/login`
  const signIn = (password: string, address: string, cookie = '') =>
    fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify({ username: owner.username, password }),
    })

  // The owner's browser signed in once before (whatever cookies the server gave it, kept).
  const earlier = await signIn(owner.password, '203.0.113.7')
  const cookie = earlier.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.includes('session'))
    .join('; ')

  const ownerAfter = async (delayMs: number) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs))
    const ownerStarted = performance.now()
    const status = (await signIn(owner.password, '203.0.113.7', cookie)).status
    return { ms: performance.now() - ownerStarted, status }
  }
  const started = performance.now()
  const burst = Array.from({ length: 100 }, (_, index) => signIn(`wrong-guess-${index}`, `198.51.${index >> 8}.${index & 255}`).then((response) => response.status))
  const [early, late] = await Promise.all([ownerAfter(50), ownerAfter(1000)])
  const statuses = await Promise.all(burst)
  const burstMs = performance.now() - started

  server.closeAllConnections()
  server.close()
  await data.close()
  fs.rmSync(dir, { recursive: true, force: true })
  const count = (status: number) => statuses.filter((value) => value === status).length
  return { burstMs, checked: count(401), refused: count(429), early: early!, late: late! }
}

const runs = []
for (let i = 0; i < 3; i += 1) {
  const result = await run()
  runs.push(result)
  console.error(
    `run ${i + 1}: burst ${Math.round(result.burstMs)} ms (${result.checked} × 401, ${result.refused} × 429); owner at 50 ms: ${Math.round(result.early.ms)} ms → ${result.early.status}; at 1 s: ${Math.round(result.late.ms)} ms → ${result.late.status}`,
  )
}
const ms = (values: number[]) => `${Math.round(median(values))} ms`
console.log(
  `| 100 concurrent wrong sign-ins, median of 3 | burst ${ms(runs.map((r) => r.burstMs))} | checked ${median(runs.map((r) => r.checked))} | owner at 50 ms ${ms(runs.map((r) => r.early.ms))} → ${runs.map((r) => r.early.status).join(', ')} | owner at 1 s ${ms(runs.map((r) => r.late.ms))} → ${runs.map((r) => r.late.status).join(', ')} |`,
)
