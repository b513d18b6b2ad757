import { z } from 'zod'

/** Where in the admin panel an item is fixed: a tab, and the id of the field or section to focus. */
export const adminTargetSchema = z.object({
  tab: z.enum(['dashboard', 'blog', 'settings']),
  anchor: z.string().optional(),
})
export type AdminTarget = z.infer<typeof adminTargetSchema>

/** One thing between the site and its launch (`GET /api/admin/go-live`). */
export const goLiveItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string(),
  /** Null when it is fixed outside the admin panel (the server's environment). */
  fix: adminTargetSchema.nullable(),
})
export type GoLiveItem = z.infer<typeof goLiveItemSchema>

export const goLiveSchema = z.object({ items: z.array(goLiveItemSchema) })
export type GoLive = z.infer<typeof goLiveSchema>

/** The id of a settings field in the admin form, so the checklist can take the owner to it. */
export function settingsFieldId(name: string): string {
  return `settings-${name}`
}

/** The id of a legal page's entry in the admin Pages list. */
export function legalPageAnchor(key: string): string {
  return `legal-page-${key}`
}
