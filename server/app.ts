import compression from 'compression'
import express, { type Express } from 'express'
import { practice } from '#content/practice.ts'
import { uploadedImagePrefix } from '#shared/uploaded-images.ts'
import { createApiRouter } from './api/index.ts'
import type { ApiDeps } from './api/deps.ts'
import { uploadedObjectsRouter } from './api/images.ts'
import { createImageServiceFromEnv, type ImageService } from './images/image-service.ts'
import { createServices, type Services } from './services.ts'
import { errorHandler } from './http/error-handler.ts'
import { feedsRouter } from './http/feeds.ts'
import { requestLog } from './http/request-log.ts'
import { normaliseRequestTarget, pagesReadOnly } from './http/request-target.ts'
import { securityHeaders } from './http/security-headers.ts'

export interface HttpAppOptions extends Omit<ApiDeps, 'now' | 'services' | 'images'> {
  now?: () => Date
  /** Built from `data` when not given (releasing images through `images`). */
  services?: Services
  /** Built from `data` and the configured storage when not given. */
  images?: ImageService
  /** Mounts the pages (static files and the React Router handler) after the API. */
  mountSite?: (app: Express, services: Services) => void | Promise<void>
  /** Whether to log every request (off in most tests). */
  logRequests?: boolean
}

/**
 * The whole HTTP surface minus the page renderer: protective middleware first so it also covers
 * pages, then /healthz and /api, then whatever mountSite adds, then the error handler.
 */
export async function createHttpApp(options: HttpAppOptions): Promise<Express> {
  const { data, env, logger, mountSite, logRequests = true } = options
  const now = options.now ?? (() => new Date())
  const images = options.images ?? createImageServiceFromEnv(data, env, { now, logger })
  const services = options.services ?? createServices(data, { now, siteId: env.siteUrl ?? 'site', releaseImage: images.release, logger })
  const deps: ApiDeps = { data, services, images, env, logger, now }
  // With S3 the admin's browser PUTs uploads straight to the bucket; images are always served
  // from /objects/uploads here, so pages never load from the bucket.
  const uploadOrigin = await images.store.uploadOrigin()
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', env.trustProxy)
  if (logRequests) app.use(requestLog(logger))
  app.use(
    securityHeaders({
      isProduction: env.isProduction,
      frameOrigins: [new URL(practice.mapEmbedUrl).origin],
      connectOrigins: uploadOrigin ? [uploadOrigin] : [],
    }),
  )
  app.use(normaliseRequestTarget)
  // A kept page is sent as the bytes it is kept in (server/http/page-cache.ts), never compressed again.
  app.use(compression({ filter: (req, res) => !res.getHeader('X-Page-Cache') && compression.filter(req, res) }))

  app.get('/healthz', async (_req, res) => {
    try {
      await data.ping()
      res.set('Cache-Control', 'no-store').json({ ok: true })
    } catch (error) {
      logger.error({ err: error }, 'health check failed')
      res.status(503).set('Cache-Control', 'no-store').json({ ok: false })
    }
  })
  app.use('/api', createApiRouter(deps))
  app.use(feedsRouter({ services: deps.services, env }))
  app.use(uploadedImagePrefix, uploadedObjectsRouter(deps))
  app.use(pagesReadOnly)
  await mountSite?.(app, deps.services)
  app.use(errorHandler(logger))
  return app
}
