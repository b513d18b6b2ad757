import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import express, { type Express, type Request, type Response } from 'express'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type * as EntryServer from '#app/entry.server.tsx'
import type { Env } from './env.ts'
import { precompressedAssets } from './http/precompressed-assets.ts'
import type { Services } from './services.ts'

export interface SiteOptions {
  services: Services
  env: Env
  /** The project folder holding build/ (production) or the Vite config (development). */
  root: string
}

/** The canonical origin for links in pages and feeds. */
export function siteOrigin(env: Env, req: Request): string {
  return env.siteUrl ?? `http://localhost:${req.socket.localPort ?? env.port}`
}

// The context keys live in the server build's own module graph, which the entry re-exports, so
// loaders and this file share one key object.
function contextKeys(build: ServerBuild) {
  return build.entry.module as unknown as typeof EntryServer
}

function loadContextFor(build: ServerBuild, { services, env }: SiteOptions) {
  const keys = contextKeys(build)
  return (req: Request, res: Response) => {
    const context = new RouterContextProvider()
    context.set(keys.servicesContext, services)
    context.set(keys.requestInfoContext, { nonce: String(res.locals.nonce ?? ''), siteUrl: siteOrigin(env, req) })
    return context
  }
}

const oneYearMs = 365 * 24 * 60 * 60 * 1000

/** Serves the built client assets and renders pages from build/server. */
export async function mountProductionSite(app: Express, options: SiteOptions): Promise<void> {
  const clientDir = path.join(options.root, 'build/client')
  const buildUrl = pathToFileURL(path.join(options.root, 'build/server/index.js')).href
  const build = (await import(buildUrl)) as ServerBuild
  // Hashed file names never change content: cache them for a year and never fall through to
  // the page renderer for a missing asset. The build wrote brotli and gzip copies; send those
  // to browsers that accept them.
  const assetsDir = path.join(clientDir, 'assets')
  app.use('/assets', precompressedAssets(assetsDir, { immutable: true, maxAge: oneYearMs }))
  app.use('/assets', express.static(assetsDir, { immutable: true, maxAge: oneYearMs, fallthrough: false }))
  app.use(express.static(clientDir, { maxAge: '1h', index: false }))
  app.use(createRequestHandler({ build, getLoadContext: loadContextFor(build, options), mode: 'production' }))
}

/** Development: Vite serves modules with hot reload and the build is loaded per request. */
export async function mountDevelopmentSite(app: Express, options: SiteOptions): Promise<void> {
  const vite = await import('vite')
  const server = await vite.createServer({
    root: options.root,
    server: { middlewareMode: true },
    appType: 'custom',
  })
  app.use(server.middlewares)
  app.use(async (req, res, next) => {
    try {
      const runner = (server.environments.ssr as unknown as { runner: { import(id: string): Promise<unknown> } }).runner
      const build = (await runner.import('virtual:react-router/server-build')) as ServerBuild
      await createRequestHandler({ build, getLoadContext: loadContextFor(build, options), mode: 'development' })(req, res, next)
    } catch (error) {
      next(error)
    }
  })
}
