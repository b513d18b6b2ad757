import type { Kysely, Selectable, Transaction } from 'kysely'
import { bumpCounter, contentCounters, readCounter } from './counters.ts'
import type { Database, LegalPagesTable } from './schema.ts'

/** Bumped with every saved setting or page: public pages show both, so the page cache follows it. */
const siteSettingsCounter = contentCounters.settings

export type LegalPageRecord = Selectable<LegalPagesTable>

const bumpVersion = (trx: Transaction<Database>) => bumpCounter(trx, siteSettingsCounter)

/** The owner's saved settings and legal pages. Values are stored as given; the settings service checks them. */
export function createSiteSettingsRepo(db: Kysely<Database>) {
  return {
    /** Every saved setting by name, its value parsed from JSON, and the latest save time (null when none). */
    async readSettings(): Promise<{ values: Record<string, unknown>; updatedAt: string | null }> {
      const rows = await db.selectFrom('practiceSettings').selectAll().execute()
      const values: Record<string, unknown> = {}
      let updatedAt: string | null = null
      for (const row of rows) {
        values[row.name] = JSON.parse(row.value) as unknown
        if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt
      }
      return { values, updatedAt }
    },

    /** Saves every setting given, in one transaction with the version bump. */
    async saveSettings(values: Record<string, unknown>, at: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        for (const [name, value] of Object.entries(values)) {
          await trx
            .insertInto('practiceSettings')
            .values({ name, value: JSON.stringify(value), updatedAt: at })
            .onConflict((oc) => oc.column('name').doUpdateSet({ value: JSON.stringify(value), updatedAt: at }))
            .execute()
        }
        await bumpVersion(trx)
      })
    },

    /** The saved pages (pages never saved have no row). */
    async listPages(): Promise<LegalPageRecord[]> {
      return db.selectFrom('legalPages').selectAll().execute()
    },

    async findPage(key: string): Promise<LegalPageRecord | null> {
      return (await db.selectFrom('legalPages').selectAll().where('key', '=', key).executeTakeFirst()) ?? null
    },

    async savePage(page: LegalPageRecord): Promise<LegalPageRecord> {
      return db.transaction().execute(async (trx) => {
        const saved = await trx
          .insertInto('legalPages')
          .values(page)
          .onConflict((oc) => oc.column('key').doUpdateSet({ title: page.title, content: page.content, updatedAt: page.updatedAt }))
          .returningAll()
          .executeTakeFirstOrThrow()
        await bumpVersion(trx)
        return saved
      })
    },

    /** Moves with every saved setting or page, on any instance. */
    version: (): Promise<number> => readCounter(db, siteSettingsCounter),
  }
}

export type SiteSettingsRepo = ReturnType<typeof createSiteSettingsRepo>
