import { expect } from 'vitest'
import { request as playwrightRequest, type APIRequestContext, type Browser } from 'playwright-core'
import { launchChromium } from './chromium.ts'
import { startSiteServer, type SiteServer } from './site-server.ts'

/** The owner's account on the servers the browser tests start (ADMIN_USERNAME/ADMIN_PASSWORD). */
export const siteOwner = { username: 'owner', password: 'quiet-harbour-lantern-42' } as const

export interface OwnerSite {
  server: SiteServer
  base: string
  browser: Browser
  /** Requests to the site, signed in as the owner. */
  api: APIRequestContext
  /** Closes the API context, Chromium and the server. */
  stop(): Promise<void>
}

/**
 * A production server of its own (its own DATA_DIR, the owner's account from the environment,
 * `env` added), Chromium, and an API context signed in as the owner.
 */
export async function startOwnerSite(env: Record<string, string> = {}): Promise<OwnerSite> {
  const server = await startSiteServer({ ADMIN_USERNAME: siteOwner.username, ADMIN_PASSWORD: siteOwner.password, ...env })
  const { browser, close } = await launchChromium()
  const api = await playwrightRequest.newContext({ baseURL: server.url })
  expect((await api.post('/api/admin/login', { data: siteOwner })).status()).toBe(200)
  return {
    server,
    base: server.url,
    browser,
    api,
    async stop() {
      await api.dispose()
      await close()
      await server.stop()
    },
  }
}
