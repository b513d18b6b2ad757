import { Router } from 'express'
import { noStore, requireAdmin } from '../http/require-admin.ts'
import { requireJson, requireSameOrigin } from '../http/same-origin.ts'
import { adminPostsRouter } from './admin-posts.ts'
import { adminSettingsRouter } from './admin-settings.ts'
import { authRouter } from './auth.ts'
import { securityRouter, signInStepsRouter } from './security.ts'
import { statsRouter } from './stats.ts'
import type { ApiDeps } from './deps.ts'

/**
 * Everything under /api/admin: never cached, state changes only from our own origin, and all of
 * it (apart from login) behind a live session — unknown admin paths too answer 401 to strangers.
 */
export function adminRouter(deps: ApiDeps) {
  const router = Router()
  router.use(noStore, requireSameOrigin(deps.env))
  router.use(authRouter(deps))
  router.use(signInStepsRouter(deps))
  router.use(requireAdmin(deps), requireJson)
  router.use('/blog/posts', adminPostsRouter(deps))
  router.use(statsRouter(deps))
  router.use('/security', securityRouter(deps))
  router.use(adminSettingsRouter(deps))
  return router
}
