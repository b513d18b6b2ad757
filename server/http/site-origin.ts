import type { Request } from 'express'
import type { Env } from '../env.ts'

/** The canonical origin for links in pages and feeds: SITE_URL, or this server's own address. */
export function siteOrigin(env: Env, req: Request): string {
  return env.siteUrl ?? `http://localhost:${req.socket.localPort ?? env.port}`
}
