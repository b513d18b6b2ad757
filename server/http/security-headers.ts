import { createHash, randomBytes } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { isAdminPath } from '#shared/paths.ts'
import { publicScriptTexts } from '#shared/public-scripts.ts'

export interface SecurityHeaderOptions {
  isProduction: boolean
  /** Origins the site embeds in frames (the click-to-load map). */
  frameOrigins: readonly string[]
  /** Extra origins images may come from. */
  imageOrigins?: readonly string[]
  /** Extra origins scripts may send requests to (the S3 bucket uploads go to, when configured). */
  connectOrigins?: readonly string[]
}

/** The CSP source allowing one inline script by the SHA-256 of its text. */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** Public pages' only inline scripts, allowed by hash (shared/public-scripts.ts). */
const publicScriptSources = publicScriptTexts.map(scriptHashSource).join(' ')

/** Gives every response a fresh CSP nonce in res.locals.nonce for the scripts React Router inlines. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString('base64')
  next()
}

const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/**
 * Security headers for every response. Scripts run only from our origin, and inline: on the
 * owner's screens with the request's nonce (React Router's scripts), everywhere else by the hash
 * of the public pages' own few scripts, so a public page needs no nonce and its policy is the
 * same for every visitor (docs/decisions/013). In development Vite's inline preamble needs
 * 'unsafe-inline' instead.
 */
export function securityHeaders({ isProduction, frameOrigins, imageOrigins = [], connectOrigins = [] }: SecurityHeaderOptions): RequestHandler[] {
  const scriptSrc = isProduction
    ? ["'self'", (req: Request, res: Response) => (isAdminPath(req.path) ? `'nonce-${String(res.locals.nonce ?? '')}'` : publicScriptSources)]
    : ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
  const policy = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': scriptSrc as string[],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
        'font-src': ["'self'"],
        'connect-src': isProduction ? ["'self'", ...connectOrigins] : ["'self'", 'ws:', 'wss:', ...connectOrigins],
        'frame-src': [...frameOrigins],
        'frame-ancestors': ["'none'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isProduction ? { maxAge: 63072000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Sent with the owner's screens only, below.
    crossOriginOpenerPolicy: false,
    xFrameOptions: { action: 'deny' },
    // Headers for browsers long gone (Internet Explorer's download prompt and XSS filter, Flash's
    // cross-domain policies): no browser that can show the site reads them, and each page would
    // carry their bytes in its first round trip.
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
  const ownHeaders: RequestHandler = (req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy)
    // The owner's screens hold her session, drafts and settings: a window that opened
    // them (or that they open) gets no handle to them. Public pages hold nothing of a visitor's,
    // and the policy would cost each arrival a new browsing context group (and on Android a
    // process of its own): 20–50 ms of blocking in Lighthouse's phone model (docs/decisions/021).
    if (isAdminPath(req.path)) res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    next()
  }
  return [cspNonce, policy, ownHeaders]
}
