import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, startTestApi, type TestApi } from '../support/api-server.ts'

let api: TestApi

beforeAll(async () => {
  api = await startTestApi()
})
afterAll(async () => {
  await api.close()
})

describe('server basics', () => {
  it('answers /healthz with ok when the database answers', async () => {
    const response = await fetch(`${api.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })

  it('sends the security headers on every response', async () => {
    for (const path of ['/healthz', '/api/unknown']) {
      const response = await fetch(`${api.url}${path}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      // Anything but the owner's screens: the public pages' few inline scripts, by hash.
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}'){3};/)
      expect(csp).not.toContain('nonce-')
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("object-src 'none'")
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
      expect(response.headers.get('strict-transport-security')).toContain('max-age=')
      expect(response.headers.get('x-powered-by')).toBeNull()
      for (const legacy of ['x-download-options', 'x-permitted-cross-domain-policies', 'x-xss-protection']) expect(response.headers.get(legacy), legacy).toBeNull()
    }
  })

  it('sends one policy, with no nonce, for every response outside the owner’s screens', async () => {
    const policyOf = async (path: string) => (await fetch(`${api.url}${path}`)).headers.get('content-security-policy') ?? ''
    const first = await policyOf('/healthz')
    expect(await policyOf('/healthz')).toBe(first)
    expect(await policyOf('/api/unknown')).toBe(first)
  })

  it('answers unknown API paths with a JSON 404, not the HTML page', async () => {
    const response = await fetch(`${api.url}/api/no-such-thing`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ error: 'Not found', code: 'not_found' })
  })

  it('compresses large answers for clients that accept it', async () => {
    const response = await postJson(`${api.url}/api/track-visitor`, { page: 'no-slash' }, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.status).toBe(400)
    expect(response.headers.get('vary')).toContain('Accept-Encoding')
  })

  it('never leaks a stack trace, even for a body the parser chokes on', async () => {
    const response = await fetch(`${api.url}/api/track-visitor`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body: 'this is not gzip',
    })
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    const text = await response.text()
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/)
    expect(JSON.parse(text)).toHaveProperty('error')
  })
})
