import http from 'node:http'
import path from 'node:path'
import type { ViteDevServer } from 'vite'
import { ensureAdminAccount } from './auth/admin-account.ts'
import { loadCommonPasswords } from './auth/password.ts'
import { createDataLayer } from './db/index.ts'
import { parseEnv } from './env.ts'
import { createHttpApp } from './app.ts'
import { createImageServiceFromEnv } from './images/image-service.ts'
import type { PageFront } from './http/page-front.ts'
import { createLogger } from './log.ts'
import { createServices, seedSampleContent } from './services.ts'
import { mountDevelopmentSite, mountProductionSite } from './site.ts'

// Process entry: configuration, database, HTTP server, and a shutdown that lets in-flight
// requests finish before the database closes. Built with the pages into build/server/index.js
// (docs/decisions/012); `npm start` runs it from there, `npm run dev` inside Vite's module
// runner, which it then hands over as `vite`.
export async function main({ vite }: { vite?: ViteDevServer } = {}): Promise<void> {
  const env = parseEnv()
  loadCommonPasswords()
  const logger = createLogger(env.logLevel)
  const data = await createDataLayer({
    databasePath: env.databasePath,
    databaseUrl: env.databaseUrl,
    connectTimeoutMs: env.databaseConnectTimeoutMs,
  })
  const images = createImageServiceFromEnv(data, env, { now: () => new Date(), logger })
  const services = createServices(data, { siteId: env.siteUrl ?? 'site', releaseImage: images.release, logger })
  if (env.sampleContent) {
    const count = await seedSampleContent(data)
    if (count > 0) logger.info({ count }, 'published the sample posts on the new database')
  }
  await ensureAdminAccount(services.auth, {
    username: env.adminUsername,
    password: env.adminPassword,
    logger,
    print: (text) => process.stdout.write(text),
  })
  const root = process.cwd()
  let front: PageFront | undefined
  const app = await createHttpApp({
    data,
    services,
    images,
    env,
    logger,
    mountSite: async (express, services) => {
      const siteOptions = { services, env, root: path.resolve(root) }
      if (vite) mountDevelopmentSite(express, siteOptions, vite)
      else front = await mountProductionSite(express, { ...siteOptions, contentCounters: data.counters.readContentNow, logger })
    },
  })

  // In production, pages already kept are answered before Express (server/http/page-front.ts).
  const server = http.createServer(front ? front.listener(app) : app)
  server.listen(env.port, env.host, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : env.port
    logger.info({ url: `http://localhost:${port}`, port, database: data.engine === 'sqlite' ? env.databasePath : 'postgresql' }, 'listening')
  })
  server.keepAliveTimeout = 65_000

  // Statistics housekeeping (roll-ups, expired salts): now and hourly. Harmless on every instance.
  const maintainVisits = () =>
    services.visits.maintain().catch((error: unknown) => logger.error({ err: error }, 'visit maintenance failed'))
  void maintainVisits()
  const maintenance = setInterval(maintainVisits, 60 * 60_000)
  maintenance.unref()

  // Sign-in history lines past 90 days go even when nobody signs in: now and hourly.
  const pruneSignIns = () => services.twoStep.pruneHistory().catch((error: unknown) => logger.error({ err: error }, 'sign-in history pruning failed'))
  void pruneSignIns()
  const signInPruning = setInterval(pruneSignIns, 60 * 60_000)
  signInPruning.unref()

  // Uploads never registered and images no post uses, once a day old: now and hourly. Every
  // instance may sweep; removing an image twice is harmless.
  const sweepImages = () => images.sweep().catch((error: unknown) => logger.error({ err: error }, 'image sweep failed'))
  void sweepImages()
  const imageSweep = setInterval(sweepImages, 60 * 60_000)
  imageSweep.unref()

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    clearInterval(maintenance)
    clearInterval(imageSweep)
    const force = setTimeout(() => {
      logger.warn('forcing shutdown after 10 s')
      process.exit(1)
    }, 10_000)
    force.unref()
    // Keep-alive connections go idle as their last request finishes; close them as they do.
    setInterval(() => server.closeIdleConnections(), 100).unref()
    server.close(async () => {
      await data.close()
      logger.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
