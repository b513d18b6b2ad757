import fs from 'node:fs'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import express, { type Express, type Request, type RequestHandler, type Response } from 'express'
import { createRequestHandler as createFetchHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { requestInfoContext, servicesContext } from '#app/context.ts'
import { isAdminPath } from '#shared/paths.ts'
import { uploadedImagePrefix } from '#shared/uploaded-images.ts'
import type { Env } from './env.ts'
import type { Logger } from './log.ts'
import type { ContentCounters } from './db/counters.ts'
import { chainHeadersOf, createPageCache, preparePage, sendCachedPage, type CachedPage, type PageCache, type PageValidity } from './http/page-cache.ts'
import { createPageFront, type PageFront } from './http/page-front.ts'
import { pageCacheTarget } from './http/page-cache-key.ts'
import { precompressedAssets } from './http/precompressed-assets.ts'
import { siteOrigin } from './http/site-origin.ts'
import type { PublishedPost } from './posts/post-service.ts'
import type { Services } from './services.ts'

export interface SiteOptions {
  services: Services
  env: Env
  /** The project folder holding build/ (production) or the Vite config (development). */
  root: string
}

export interface ProductionSiteOptions extends SiteOptions {
  /** Both content counters now, read for every page the front answers (server/db/counters.ts). */
  contentCounters: () => ContentCounters | Promise<ContentCounters>
  /** The front logs the requests it answers, as the request log does. */
  logger?: Logger
}

type AssetText = (href: string) => string | undefined

/**
 * Reads built client assets by their public address ('/assets/app-x.css'), each once: the files
 * are content-hashed, so a name always means the same text. Only names under /assets/.
 */
export function builtAssetReader(clientDir: string): AssetText {
  const texts = new Map<string, string>()
  return (href) => {
    if (!/^\/assets\/\w[\w.-]*$/.test(href)) return undefined
    let text = texts.get(href)
    if (text === undefined) {
      text = fs.readFileSync(path.join(clientDir, href), 'utf8')
      texts.set(href, text)
    }
    return text
  }
}

function loadContextFor({ services, env }: SiteOptions, assetText?: AssetText) {
  return (req: Request, res: Response) => {
    const context = new RouterContextProvider()
    context.set(servicesContext, services)
    context.set(requestInfoContext, { nonce: String(res.locals.nonce ?? ''), siteUrl: siteOrigin(env, req), assetText })
    return context
  }
}

const oneYearMs = 365 * 24 * 60 * 60 * 1000

/** How much rendered HTML one process keeps (see server/http/page-cache.ts). */
const pageCacheBytes = 32 * 1024 * 1024
/** Addresses that are not pages: the API, built files and uploaded images. */
const nonPagePrefixes = ['/api/', '/assets/', uploadedImagePrefix]
/** Longer paths are rendered but not kept (query strings are left out of the key: page-cache-key.ts). */
const maxCachedUrlLength = 512

function isCacheablePage(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  // Client-side navigations fetch loader data as /path.data; those stay uncached and cheap.
  if (req.path.length > maxCachedUrlLength || req.path.endsWith('.data')) return false
  return !isAdminPath(req.path) && !nonPagePrefixes.some((prefix) => req.path.startsWith(prefix))
}

const tagsByPosts = new WeakMap<readonly PublishedPost[], ReadonlySet<string>>()

/** The published posts' tags, lower-cased, worked out once per post version. */
function publishedTags(posts: readonly PublishedPost[]): ReadonlySet<string> {
  let tags = tagsByPosts.get(posts)
  if (!tags) {
    tags = new Set(posts.flatMap((post) => post.tags.map((tag) => tag.toLocaleLowerCase('en-US'))))
    tagsByPosts.set(posts, tags)
  }
  return tags
}

const droppedHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'set-cookie', 'etag', 'vary'])

/**
 * Public pages served from memory while no post, setting or legal page has changed, as static
 * bytes (docs/decisions/004 and 013): a public page carries no per-response nonce, so each is
 * rendered once per content version through React Router's fetch handler, compressed once with
 * brotli and gzip, and sent as it is, with a strong ETag answered by 304. Keeps only complete
 * 200 HTML answers; simultaneous misses of one page share one render.
 */
function cachedPages(build: ServerBuild, options: SiteOptions, cache: PageCache, assetText: AssetText): RequestHandler {
  const render = createFetchHandler(build, 'production')
  const rendering = new Map<string, Promise<CachedPage>>()

  async function renderPage(key: string, origin: string, version: CachedPage['version'], validity: PageValidity): Promise<CachedPage> {
    const context = new RouterContextProvider()
    context.set(servicesContext, options.services)
    context.set(requestInfoContext, { nonce: '', siteUrl: origin, assetText })
    const response = await render(new Request(key, { method: 'GET' }), context)
    const html = await response.text()
    const headers = [...response.headers].filter(([name]) => !droppedHeaders.has(name))
    const page = { ...(await preparePage(version, response.status, headers, html)), validity }
    const isHtml = response.headers.get('content-type')?.startsWith('text/html') ?? false
    if (response.status === 200 && isHtml && !response.headers.has('set-cookie')) cache.set(key, page)
    return page
  }

  return async (req, res, next) => {
    if (!isCacheablePage(req)) {
      next()
      return
    }
    const origin = siteOrigin(options.env, req)
    const target = await pageCacheTarget(req.path, new URLSearchParams(req.originalUrl.split('?')[1] ?? ''), async () =>
      publishedTags((await options.services.posts.published()).posts),
    )
    if (target === null) {
      next()
      return
    }
    const key = `${origin}${target}`
    const content = await options.services.publicContent()
    const version = content.tag
    let page = cache.get(key, version)
    res.setHeader('X-Page-Cache', page ? 'hit' : 'miss')
    if (!page) {
      const renderKey = `${String(version)} ${key}`
      let pending = rendering.get(renderKey)
      if (!pending) {
        const { nextChangeAt } = content.published
        const validity = { ...content.counters, until: nextChangeAt ? Date.parse(nextChangeAt) : Number.POSITIVE_INFINITY }
        pending = renderPage(key, origin, version, validity).finally(() => rendering.delete(renderKey))
        rendering.set(renderKey, pending)
      }
      page = await pending
    }
    // What the chain set is the same for every request of a public page: kept for the front.
    page.chainHeaders ??= chainHeadersOf(res)
    sendCachedPage(req, res, page)
  }
}

/**
 * Serves the built client assets and renders pages with the server build bundled beside this
 * file. Returns the front that answers kept pages before Express (server/http/page-front.ts);
 * the process entry puts it in front of the app.
 */
export async function mountProductionSite(app: Express, options: ProductionSiteOptions): Promise<PageFront> {
  const clientDir = path.join(options.root, 'build/client')
  const build = await import('virtual:react-router/server-build')
  // Hashed file names never change content: cache them for a year and never fall through to
  // the page renderer for a missing asset. The build wrote brotli and gzip copies; send those
  // to browsers that accept them.
  const assetsDir = path.join(clientDir, 'assets')
  app.use('/assets', precompressedAssets(assetsDir, { immutable: true, maxAge: oneYearMs }))
  app.use('/assets', express.static(assetsDir, { immutable: true, maxAge: oneYearMs, fallthrough: false }))
  app.use(express.static(clientDir, { maxAge: '1h', index: false }))
  // Keyed by what public pages show (services.publicContent): it moves with every post, setting or
  // legal page change on any instance and at each scheduled post's moment, so no page outlives
  // any of them, with no timer or restart.
  const cache = createPageCache({ maxBytes: pageCacheBytes })
  const assetText = builtAssetReader(clientDir)
  app.use(cachedPages(build, options, cache, assetText))
  app.use(createRequestHandler({ build, getLoadContext: loadContextFor(options, assetText), mode: 'production' }))
  return createPageFront({
    cache,
    keyOf: (req, path) => `${siteOrigin(options.env, req)}${path}`,
    counters: options.contentCounters,
    logger: options.logger,
  })
}

/**
 * Development: this whole server runs inside Vite's module runner (scripts/dev.mjs), which serves
 * the browser's modules with hot reload; the pages are loaded again per request, so edits show.
 */
export function mountDevelopmentSite(app: Express, options: SiteOptions, vite: ViteDevServer): void {
  app.use(vite.middlewares)
  app.use(async (req, res, next) => {
    try {
      const build = await import('virtual:react-router/server-build')
      await createRequestHandler({ build, getLoadContext: loadContextFor(options), mode: 'development' })(req, res, next)
    } catch (error) {
      next(error)
    }
  })
}
