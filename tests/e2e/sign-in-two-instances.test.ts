import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lockoutRules } from '#server/auth/auth-service.ts'
import { startPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.ts'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

// The sign-in lockout counts in the database, before any password is checked: two production
// instances on one PostgreSQL database check at most ten guesses between them, however many
// arrive at once, and a browser's device token works on both.
const owner = { username: 'owner', password: 'quiet-harbour-lantern-42' }

let cluster: PostgresCluster
let a: SiteServer
let b: SiteServer

beforeAll(async () => {
  cluster = await startPostgresCluster()
  const admin = new pg.Client({ connectionString: cluster.adminUrl })
  await admin.connect()
  await admin.query('create database sign_in_lockout')
  await admin.end()
  const url = new URL(cluster.adminUrl)
  url.pathname = '/sign_in_lockout'
  const env = { DATABASE_URL: url.toString(), ADMIN_USERNAME: owner.username, ADMIN_PASSWORD: owner.password, SAMPLE_CONTENT: '0' }
  ;[a, b] = await Promise.all([startSiteServer(env), startSiteServer(env)])
}, 120_000)
afterAll(async () => {
  await a?.stop()
  await b?.stop()
  cluster?.stop()
})

const signIn = (base: string, password: string, cookie?: string) =>
  fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify({ username: owner.username, password }),
  })

describe('sign-in lockout across two instances', () => {
  it('checks at most ten of 100 concurrent wrong sign-ins sent to both, and lets a device token through', async () => {
    const first = await signIn(a.url, owner.password)
    expect(first.status).toBe(200)
    const device = first.headers
      .getSetCookie()
      .find((line) => line.startsWith('admin_device='))!
      .split(';')[0]!

    const burst = await Promise.all(Array.from({ length: 100 }, (_, index) => signIn(index % 2 ? a.url : b.url, `wrong-guess-number-${index}`)))
    const checked = burst.filter((response) => response.status === 401).length
    const refused = burst.filter((response) => response.status === 429)
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(lockoutRules.maxFailures)
    expect(checked + refused.length).toBe(100)
    for (const response of refused) expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)

    // Locked on both for a browser without a token, even with the right password...
    expect((await signIn(a.url, owner.password)).status).toBe(429)
    expect((await signIn(b.url, owner.password)).status).toBe(429)
    // ...but not for the owner's own browser, on either instance.
    expect((await signIn(b.url, owner.password, device)).status).toBe(200)
  })
})
