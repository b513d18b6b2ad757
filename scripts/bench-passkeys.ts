// `npm run bench:passkeys`: what passkeys and the Security section cost the server.
//   1. Signing in with a passkey: options, then the signed answer verified (one challenge taken,
//      one counter moved, one session opened), one request after the other, 300 times.
//   2. GET /api/admin/security with 50 history lines, 20 sessions and 5 passkeys, 300 times.
// Over real HTTP on 127.0.0.1 against the production HTTP stack and a fresh SQLite file.
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createDataLayer } from '../server/db/index.ts'
import { parseEnv } from '../server/env.ts'
import { createHttpApp } from '../server/app.ts'
import { createLogger } from '../server/log.ts'
import { createServices } from '../server/services.ts'
import { cheapHashing, testAdmin } from '../tests/support/admin-session.ts'
import { createSoftAuthenticator } from '../tests/support/soft-authenticator.ts'

const rounds = 300
const siteUrl = 'https://www.example-practice.com'
const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-passkeys-'))
const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dir, LOG_LEVEL: 'silent', SITE_URL: siteUrl })
const data = await createDataLayer({ databasePath: env.databasePath })
const services = createServices(data, { passwordHashing: cheapHashing })
await services.auth.setPassword(testAdmin.password, testAdmin.username)
const app = await createHttpApp({ data, services, env, logger: createLogger('silent'), logRequests: false })
const server = app.listen(0, '127.0.0.1')
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

const post = (url: string, body: unknown, cookie?: string) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) }, body: JSON.stringify(body) })
const cookieOf = (response: Response) => response.headers.getSetCookie()[0]!.split(';')[0]!

const signIns: string[] = []
for (let index = 0; index < 20; index += 1) signIns.push(cookieOf(await post('/api/admin/login', testAdmin)))
const cookie = signIns[0]!
const authenticators = []
for (let index = 0; index < 5; index += 1) {
  const authenticator = createSoftAuthenticator({ origin: siteUrl })
  const options = (await (await post('/api/admin/security/passkeys/options', {}, cookie)).json()) as { challenge: string; user: { id: string } }
  const added = await post('/api/admin/security/passkeys', { name: `Device ${index + 1}`, response: authenticator.register(options) }, cookie)
  if (added.status !== 201) throw new Error(`adding a passkey answered ${added.status}`)
  authenticators.push(authenticator)
}
for (let index = 0; index < 50; index += 1) await post('/api/admin/login', { username: testAdmin.username, password: 'not-the-password' })

const passkeyMs: number[] = []
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now()
  const options = (await (await post('/api/admin/login/passkey/options', {})).json()) as { challenge: string }
  const response = await post('/api/admin/login/passkey', { response: authenticators[round % 5]!.signIn(options) })
  if (response.status !== 200) throw new Error(`passkey sign-in answered ${response.status}`)
  passkeyMs.push(performance.now() - started)
  // Keep the session count where it was: the next round's overview should not grow.
  await post('/api/admin/logout', {}, cookieOf(response))
}

const overviewMs: number[] = []
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now()
  const response = await fetch(`${base}/api/admin/security`, { headers: { Cookie: cookie } })
  await response.json()
  overviewMs.push(performance.now() - started)
}

console.log(
  `passkey sign-in (options + verify), ${rounds} sequential: median ${quantile(passkeyMs, 0.5).toFixed(1)} ms, p95 ${quantile(passkeyMs, 0.95).toFixed(1)} ms`,
)
console.log(`GET /api/admin/security, ${rounds} sequential: median ${quantile(overviewMs, 0.5).toFixed(1)} ms, p95 ${quantile(overviewMs, 0.95).toFixed(1)} ms`)
server.closeAllConnections()
server.close()
await data.close()
fs.rmSync(dir, { recursive: true, force: true })
