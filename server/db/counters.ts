import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

/** The change counters public pages are rendered from: one for posts, one for the owner's settings. */
export const contentCounters = { posts: 'posts', settings: 'site-settings' } as const

/**
 * Reads both content counters in one query. A cached page is checked against them on every
 * request, so this is the one database round trip a cache hit costs.
 */
export function createCounterRepo(db: Kysely<Database>) {
  return {
    async readContent(): Promise<{ posts: number; settings: number }> {
      const rows = await db
        .selectFrom('counters')
        .select(['name', 'value'])
        .where('name', 'in', [contentCounters.posts, contentCounters.settings])
        .execute()
      const value = (name: string) => Number(rows.find((row) => row.name === name)?.value ?? 0)
      return { posts: value(contentCounters.posts), settings: value(contentCounters.settings) }
    },
  }
}
