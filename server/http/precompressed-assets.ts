import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'

export interface PrecompressedOptions {
  /** Cache-Control max-age in milliseconds, as for express.static. */
  maxAge: number
  immutable: boolean
}

type Encoding = 'br' | 'gzip'
const suffix: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

function listFiles(dir: string, base = dir, found = new Set<string>()): Set<string> {
  if (!fs.existsSync(dir)) return found
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) listFiles(full, base, found)
    else found.add(`/${path.relative(base, full).split(path.sep).join('/')}`)
  }
  return found
}

/**
 * Serves the brotli or gzip copy written at build time (scripts/compress-assets.mjs) when the
 * browser accepts it, with the original file's Content-Type, `Vary: Accept-Encoding` and the
 * given caching. Anything else falls through to express.static. The file list is read once at
 * start-up, so a request path can only ever select a file that the build wrote.
 */
export function precompressedAssets(dir: string, { maxAge, immutable }: PrecompressedOptions): RequestHandler {
  const files = listFiles(dir)
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const available = (Object.keys(suffix) as Encoding[]).filter((encoding) => files.has(req.path + suffix[encoding]))
    if (available.length === 0) return next()
    res.vary('Accept-Encoding')
    // No header formally means "anything", but plain clients (curl, scripts) expect plain bytes.
    if (!req.headers['accept-encoding']) return next()
    // Our preference, not the header's order: browsers list gzip first, yet brotli is smaller.
    const encoding = available.find((candidate) => req.acceptsEncodings(candidate) === candidate)
    if (!encoding) return next()
    res.setHeader('Content-Encoding', encoding)
    res.type(path.extname(req.path))
    res.sendFile(req.path + suffix[encoding], { root: dir, maxAge, immutable, dotfiles: 'deny' }, (error) => {
      if (error) next(error)
    })
  }
}
