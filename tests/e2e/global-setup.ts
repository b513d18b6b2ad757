import type { TestProject } from 'vitest/node'
import { startSiteServer, type SiteServer } from '../support/site-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

let server: SiteServer | undefined

/** One production server for the browser suite; each test file opens its own browser context. */
export async function setup(project: TestProject) {
  server = await startSiteServer()
  project.provide('baseUrl', server.url)
}

export async function teardown() {
  await server?.stop()
}
