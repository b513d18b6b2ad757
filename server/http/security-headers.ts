import { randomBytes } from 'node:crypto'
import type { RequestHandler } from 'express'
import helmet from 'helmet'

export interface SecurityHeaderOptions {
  isProduction: boolean
  /** Origins the site embeds in frames (the click-to-load map). */
  frameOrigins: readonly string[]
  /** Extra origins images may come from. */
  imageOrigins?: readonly string[]
  /** Extra origins scripts may send requests to (the S3 bucket uploads go to, when configured). */
  connectOrigins?: readonly string[]
}

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
 * Security headers for every response. Scripts run only from our origin or with the request's
 * nonce; in development Vite's inline preamble needs 'unsafe-inline' instead.
 */
export function securityHeaders({ isProduction, frameOrigins, imageOrigins = [], connectOrigins = [] }: SecurityHeaderOptions): RequestHandler[] {
  const scriptSrc = isProduction
    ? ["'self'", (_req: unknown, res: { locals: { nonce?: string } }) => `'nonce-${res.locals.nonce ?? ''}'`]
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
    xFrameOptions: { action: 'deny' },
  })
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', permissionsPolicy)
    next()
  }
  return [cspNonce, policy, permissions]
}
