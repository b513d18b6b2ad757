import { Router } from 'express'
import { legalPageInputSchema, legalPageKeySchema } from '#shared/schemas/legal-page.ts'
import { practiceSettingsSchema } from '#shared/schemas/settings.ts'
import { goLiveChecklist } from '../settings/go-live.ts'
import { HttpError } from '../http/errors.ts'
import { parseBody } from '../http/validate.ts'
import type { ApiDeps } from './deps.ts'

/**
 * The owner's settings and legal pages (DESIGN: interface contract). Mount behind requireAdmin.
 * PUT takes the whole settings object as GET answered it; the read-only fields GET adds are
 * dropped by the schema.
 */
export function adminSettingsRouter({ services, env }: ApiDeps) {
  const router = Router()

  router.get('/settings', async (_req, res) => {
    res.json(await services.settings.get())
  })

  router.put('/settings', async (req, res) => {
    const settings = parseBody(practiceSettingsSchema, req)
    res.json(await services.settings.update(settings))
  })

  router.get('/pages', async (_req, res) => {
    res.json(await services.settings.listPages())
  })

  router.put('/pages/:key', async (req, res) => {
    const key = legalPageKeySchema.safeParse(req.params.key)
    if (!key.success) throw new HttpError(404, 'not_found', 'Page not found')
    const input = parseBody(legalPageInputSchema, req)
    res.json(await services.settings.updatePage(key.data, input))
  })

  router.get('/go-live', async (_req, res) => {
    const [settings, pages, { posts }] = await Promise.all([services.settings.get(), services.settings.listPages(), services.posts.published()])
    res.json({ items: goLiveChecklist({ settings, pages, siteUrl: env.siteUrl, publishedPostCount: posts.length }) })
  })

  return router
}
