import type { AddressInfo } from 'node:net'
import { createDataLayer, type DataLayer } from '#server/db/index.ts'
import { parseEnv } from '#server/env.ts'
import { createHttpApp } from '#server/app.ts'
import { createImageServiceFromEnv, type ImageService } from '#server/images/image-service.ts'
import { createLogger } from '#server/log.ts'
import type { ScryptParams } from '#server/auth/password.ts'
import { createServices } from '#server/services.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

export interface TestApi {
  url: string
  data: DataLayer
  dataDir: string
  db: TestDatabase
  /** The featured-image service the server uses (for sweeping in tests). */
  images: ImageService
  /** Lines the server logged, as parsed JSON. */
  logs: Array<Record<string, unknown>>
  close(): Promise<void>
}

export interface TestApiOptions {
  now?: () => Date
  env?: Record<string, string>
  /** Cheaper password hashing for tests that sign in often (the default is the production cost). */
  passwordHashing?: ScryptParams
}

/**
 * Starts the real HTTP app (everything but the page renderer) on 127.0.0.1 with an ephemeral
 * port and a freshly migrated SQLite file in a temporary DATA_DIR.
 */
export async function startTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const db = await createTestDatabase()
  const dataDir = db.dir
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', DATABASE_URL: db.databaseUrl, ...options.env })
  const logs: Array<Record<string, unknown>> = []
  const logger = createLogger('info', {
    write(line: string) {
      logs.push(JSON.parse(line) as Record<string, unknown>)
      return true
    },
  } as unknown as NodeJS.WritableStream)
  const data = await createDataLayer({ databasePath: env.databasePath, databaseUrl: env.databaseUrl })
  const images = createImageServiceFromEnv(data, env, { now: options.now ?? (() => new Date()), logger })
  const services = options.passwordHashing
    ? createServices(data, { now: options.now, siteId: env.siteUrl ?? 'site', passwordHashing: options.passwordHashing, releaseImage: images.release, logger })
    : undefined
  const app = await createHttpApp({ data, env, logger, now: options.now, services, images })
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    data,
    dataDir,
    db,
    images,
    logs,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await data.close()
      await db.drop()
    },
  }
}

/** Sends JSON with the right content type. */
export function postJson(url: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}
