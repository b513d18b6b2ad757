import type { IncomingMessage } from 'node:http'
import type { Request } from 'express'
import type { Env } from '../env.ts'

/** The origins this site is reached at: the request's own, and SITE_URL's. */
export function ownOrigins(req: Request, env: Pick<Env, 'siteUrl'>): string[] {
  const origins = [`${req.protocol}://${req.get('host') ?? ''}`]
  if (env.siteUrl) origins.push(new URL(env.siteUrl).origin)
  return origins
}

/** The canonical origin for links in pages and feeds: SITE_URL, or this server's own address. */
export function siteOrigin(env: Env, req: Pick<IncomingMessage, 'socket'>): string {
  return env.siteUrl ?? `http://localhost:${req.socket.localPort ?? env.port}`
}
