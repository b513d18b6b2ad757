import { starterPage, starterPagesDate, startersNeedingReview } from '#content/legal-pages.ts'
import { defaultSettings, practiceView, type PracticeConfig } from '#content/practice.ts'
import { parsePhone } from '#shared/phone.ts'
import { legalPageKeys, type LegalPage, type LegalPageInput, type LegalPageKey } from '#shared/schemas/legal-page.ts'
import { practiceSettingsSchema, type PracticeSettings, type SettingsResponse } from '#shared/schemas/settings.ts'
import { snapshotPerVersion } from '../db/counters.ts'
import type { LegalPageRecord, SiteSettingsRepo } from '../db/site-settings.ts'

export interface SettingsServiceOptions {
  now: () => Date
}

/** The settings at one version of the site-settings counter. */
interface SettingsSnapshot {
  version: number
  settings: PracticeSettings
  updatedAt: string | null
  practice: PracticeConfig
}

/**
 * Saved values over the defaults. A stored value the schema no longer accepts (a setting whose
 * rule grew stricter) falls back to its default rather than breaking every page.
 */
function mergeSettings(stored: Record<string, unknown>): PracticeSettings {
  const merged: Record<string, unknown> = { ...defaultSettings }
  for (const name of Object.keys(defaultSettings)) if (name in stored) merged[name] = stored[name]
  const parsed = practiceSettingsSchema.safeParse(merged)
  if (parsed.success) return parsed.data
  for (const issue of parsed.error.issues) {
    const name = issue.path[0]
    if (typeof name === 'string' && name in defaultSettings) merged[name] = defaultSettings[name as keyof PracticeSettings]
  }
  return practiceSettingsSchema.parse(merged)
}

/**
 * The owner's settings and legal pages. Settings are kept in memory per version of the
 * database's site-settings counter, which every save bumps on any instance, so one cheap read per
 * request keeps them exact.
 */
export function createSettingsService(repo: SiteSettingsRepo, { now }: SettingsServiceOptions) {
  const snapshotAt = snapshotPerVersion(async (version): Promise<SettingsSnapshot> => {
    const { values, updatedAt } = await repo.readSettings()
    const settings = mergeSettings(values)
    return { version, settings, updatedAt, practice: practiceView(settings, parsePhone(settings.phone)?.e164 ?? '') }
  })

  const current = async (knownVersion?: number): Promise<SettingsSnapshot> => snapshotAt(knownVersion ?? (await repo.version()))

  const toResponse = ({ settings, updatedAt }: SettingsSnapshot): SettingsResponse => ({
    ...settings,
    phoneE164: parsePhone(settings.phone)?.e164 ?? '',
    updatedAt,
  })

  function toPage(key: LegalPageKey, record: LegalPageRecord | undefined, practice: PracticeConfig): LegalPage {
    if (record) return { key, title: record.title, content: record.content, updatedAt: record.updatedAt, isStarter: false, needsReview: false }
    const starter = starterPage(key, practice)
    return { key, ...starter, updatedAt: starterPagesDate, isStarter: true, needsReview: startersNeedingReview.has(key) }
  }

  return {
    /** Moves with every saved setting or page, on any instance. */
    version: () => repo.version(),

    /** The settings as the admin edits them, with the derived E.164 phone and last save time. */
    async get(): Promise<SettingsResponse> {
      return toResponse(await current())
    },

    /** The settings as pages show them; `knownVersion` as for posts.published(). */
    async practice(knownVersion?: number): Promise<PracticeConfig> {
      return (await current(knownVersion)).practice
    },

    /** Saves the whole settings object (already checked by the shared schema). */
    async update(settings: PracticeSettings): Promise<SettingsResponse> {
      await repo.saveSettings(settings, now().toISOString())
      return toResponse(await current())
    },

    /** Every legal page in footer order: the saved text, or the starter written for this practice. */
    async listPages(): Promise<LegalPage[]> {
      const [records, practice] = await Promise.all([repo.listPages(), this.practice()])
      const byKey = new Map(records.map((record) => [record.key, record]))
      return legalPageKeys.map((key) => toPage(key, byKey.get(key), practice))
    },

    async getPage(key: LegalPageKey): Promise<LegalPage> {
      const [record, practice] = await Promise.all([repo.findPage(key), this.practice()])
      return toPage(key, record ?? undefined, practice)
    },

    async updatePage(key: LegalPageKey, input: LegalPageInput): Promise<LegalPage> {
      const saved = await repo.savePage({ key, title: input.title, content: input.content, updatedAt: now().toISOString() })
      return toPage(key, saved, await this.practice())
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
