import { describe, expect, it } from 'vitest'
import { isAdminPath, paths } from './paths.ts'

describe('isAdminPath', () => {
  it('is true for the sign-in, the panel and everything under the panel', () => {
    expect(isAdminPath(paths.adminLogin)).toBe(true)
    expect(isAdminPath(paths.adminPanel)).toBe(true)
    expect(isAdminPath(`${paths.adminPanel}/preview/abc`)).toBe(true)
  })

  it('compares without case, as the router matches addresses', () => {
    expect(isAdminPath('/ADMIN-PANEL')).toBe(true)
    expect(isAdminPath('/Admin-Login')).toBe(true)
  })

  it('is false for public pages and for look-alike addresses', () => {
    for (const path of [paths.home, paths.services, paths.blog, `${paths.blog}/admin-panel`, '/admin-panelist', '/admin']) {
      expect(isAdminPath(path)).toBe(false)
    }
  })
})
