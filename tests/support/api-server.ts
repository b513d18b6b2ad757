import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createDataLayer, type DataLayer } from '#server/db/index.ts'
import { parseEnv } from '#server/env.ts'
import { createHttpApp } from '#server/http/create-app.ts'
import { createLogger } from '#server/log.ts'
import type { ScryptParams } from '#server/auth/password.ts'
import { createServices } from '#server/services.ts'

export interface TestApi {
  url: string
  data: DataLayer
  dataDir: string
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-test-'))
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'info', ...options.env })
  const logs: Array<Record<string, unknown>> = []
  const logger = createLogger('info', {
    write(line: string) {
      logs.push(JSON.parse(line) as Record<string, unknown>)
      return true
    },
  } as unknown as NodeJS.WritableStream)
  const data = await createDataLayer({ databasePath: env.databasePath })
  const services = options.passwordHashing
    ? createServices(data, { now: options.now, siteId: env.siteUrl ?? 'site', passwordHashing: options.passwordHashing })
    : undefined
  const app = await createHttpApp({ data, env, logger, now: options.now, services })
  const server = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    data,
    dataDir,
    logs,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await data.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
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
