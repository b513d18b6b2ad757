import { randomBytes, randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from './schema.ts'

export interface RecordVisitInput {
  path: string
  day: string
  at: Date
  newVisitor: boolean
  /** The site that referred the visit, and the day's allowance of distinct referring hosts. */
  referrer: { host: string; allowance: number; overflow: string } | null
}

/**
 * A row of `counters` that only serves as a lock: visits from referring hosts take it before
 * deciding whether their host still fits in the day's allowance.
 */
const referrerHostsLock = 'referrer-hosts-lock'

export interface DayTotals {
  day: string
  visits: number
  visitors: number
}

export interface PathCount {
  path: string
  visits: number
}

export interface HostCount {
  host: string
  visits: number
}

function addInto<K extends string>(map: Map<string, number>, rows: Array<Record<K, string> & { count: number | string | null }>, key: K) {
  for (const row of rows) map.set(row[key], (map.get(row[key]) ?? 0) + Number(row.count ?? 0))
}

function sortedTop<T extends string>(map: Map<string, number>, name: T, limit: number): Array<Record<T, string> & { visits: number }> {
  return [...map]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([key, visits]) => ({ [name]: key, visits }) as Record<T, string> & { visits: number })
}

/**
 * Visits, daily salts and roll-ups. Raw visits hold path, day, time, a new-visitor flag and a
 * referring host only; every query that reports figures adds raw and rolled-up rows together.
 * The tables keep their first names, page_views and page_view_days.
 */
export function createVisitRepo(db: Kysely<Database>) {
  return {
    /**
     * Stores a visit. A referring host is kept as itself when the day knows it already or has
     * room for another (fewer than `allowance` distinct hosts), else as `overflow`. The check and
     * the insert run in one transaction that first writes the lock row — its row lock on
     * PostgreSQL, the write lock on SQLite — so visits from new hosts arriving at once, on any
     * instance, are decided one after another and the allowance holds.
     */
    async record({ path, day, at, newVisitor, referrer }: RecordVisitInput): Promise<void> {
      const row = (referrerHost: string | null) => ({ id: randomUUID(), path, day, createdAt: at.toISOString(), newVisitor: newVisitor ? 1 : 0, referrerHost })
      if (!referrer) {
        await db.insertInto('pageViews').values(row(null)).execute()
        return
      }
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('counters')
          .values({ name: referrerHostsLock, value: 0 })
          .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`counters.value` }))
          .execute()
        const known = await trx.selectFrom('pageViews').select('id').where('day', '=', day).where('referrerHost', '=', referrer.host).limit(1).executeTakeFirst()
        const hosts = known
          ? []
          : await trx.selectFrom('pageViews').select('referrerHost').distinct().where('day', '=', day).where('referrerHost', 'is not', null).limit(referrer.allowance).execute()
        await trx
          .insertInto('pageViews')
          .values(row(known || hosts.length < referrer.allowance ? referrer.host : referrer.overflow))
          .execute()
      })
    },

    /** The salt of `day`, made on first use; salts and visitor hashes of earlier days are deleted then. */
    async saltFor(day: string): Promise<string> {
      const existing = await db.selectFrom('dailySalts').select('salt').where('day', '=', day).executeTakeFirst()
      if (existing) return existing.salt
      await db
        .insertInto('dailySalts')
        .values({ day, salt: randomBytes(32).toString('base64') })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute()
      await this.forgetDaysBefore(day)
      const row = await db.selectFrom('dailySalts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()
      return row.salt
    },

    /** Deletes salts and visitor hashes of days before `day`, so no earlier visitor can be recognised. */
    async forgetDaysBefore(day: string): Promise<void> {
      await db.deleteFrom('dailySalts').where('day', '<', day).execute()
      await db.deleteFrom('visitorDays').where('day', '<', day).execute()
    },

    /** Remembers a visitor hash for the day; true when it had not been seen that day. */
    async markVisitor(day: string, visitorHash: string): Promise<boolean> {
      const result = await db
        .insertInto('visitorDays')
        .values({ day, visitorHash })
        .onConflict((oc) => oc.columns(['day', 'visitorHash']).doNothing())
        .executeTakeFirst()
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0
    },

    /** Adds one to a client's count for the minute and returns the new count. */
    async countClientMinute(minute: string, clientHash: string): Promise<number> {
      const row = await db
        .insertInto('visitRates')
        .values({ minute, clientHash, count: 1 })
        .onConflict((oc) => oc.columns(['minute', 'clientHash']).doUpdateSet({ count: sql`visit_rates.count + 1` }))
        .returning('count')
        .executeTakeFirstOrThrow()
      return Number(row.count)
    },

    async forgetMinutesBefore(minute: string): Promise<void> {
      await db.deleteFrom('visitRates').where('minute', '<', minute).execute()
    },

    /** Every counted visit ever, raw and rolled up. */
    async countAll(): Promise<number> {
      const raw = await db
        .selectFrom('pageViews')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow()
      const rolled = await db
        .selectFrom('pageViewDays')
        .select((eb) => eb.fn.sum<number | string | null>('views').as('count'))
        .executeTakeFirstOrThrow()
      return Number(raw.count) + Number(rolled.count ?? 0)
    },

    /** Visits and new visitors per day from `from` to `to` inclusive (days without visits absent). */
    async dailyTotals(from: string, to: string): Promise<DayTotals[]> {
      const raw = await db
        .selectFrom('pageViews')
        .select(['day', (eb) => eb.fn.countAll<number | string>().as('visits'), (eb) => eb.fn.sum<number | string>('newVisitor').as('visitors')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('day')
        .execute()
      const rolled = await db
        .selectFrom('pageViewDays')
        .select(['day', (eb) => eb.fn.sum<number | string>('views').as('visits'), (eb) => eb.fn.sum<number | string>('visitors').as('visitors')])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .groupBy('day')
        .execute()
      const byDay = new Map<string, DayTotals>()
      for (const row of [...raw, ...rolled]) {
        const current = byDay.get(row.day) ?? { day: row.day, visits: 0, visitors: 0 }
        current.visits += Number(row.visits)
        current.visitors += Number(row.visitors ?? 0)
        byDay.set(row.day, current)
      }
      return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day))
    },

    async topPages(from: string, to: string, limit: number): Promise<PathCount[]> {
      const counts = new Map<string, number>()
      addInto(
        counts,
        await db
          .selectFrom('pageViews')
          .select(['path', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy('path')
          .execute(),
        'path',
      )
      addInto(
        counts,
        await db
          .selectFrom('pageViewDays')
          .select(['path', (eb) => eb.fn.sum<number | string>('views').as('count')])
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy('path')
          .execute(),
        'path',
      )
      return sortedTop(counts, 'path', limit)
    },

    async topReferrers(from: string, to: string, limit: number): Promise<HostCount[]> {
      const counts = new Map<string, number>()
      addInto(
        counts,
        await db
          .selectFrom('pageViews')
          .select(['referrerHost as host', (eb) => eb.fn.countAll<number | string>().as('count')])
          .where('day', '>=', from)
          .where('day', '<=', to)
          .where('referrerHost', 'is not', null)
          .groupBy('referrerHost')
          .execute() as Array<{ host: string; count: number | string }>,
        'host',
      )
      addInto(
        counts,
        await db
          .selectFrom('referrerDays')
          .select(['host', (eb) => eb.fn.sum<number | string>('views').as('count')])
          .where('day', '>=', from)
          .where('day', '<=', to)
          .groupBy('host')
          .execute(),
        'host',
      )
      return sortedTop(counts, 'host', limit)
    },

    /**
     * Folds raw visits of days before `day` into the daily tables and deletes them, `batchSize`
     * at a time, each batch in one short transaction: totals never count a visit twice or lose
     * it, and readers wait at most for one batch. Returns the visits rolled up.
     */
    async rollUpBefore(day: string, batchSize = 500): Promise<number> {
      let rolled = 0
      for (;;) {
        const batch = await db.transaction().execute(async (trx) => {
          const rows = await trx
            .selectFrom('pageViews')
            .select(['id', 'day', 'path', 'newVisitor', 'referrerHost'])
            .where('day', '<', day)
            .orderBy('id')
            .limit(batchSize)
            .execute()
          if (rows.length === 0) return 0
          const pages = new Map<string, { day: string; path: string; views: number; visitors: number }>()
          const referrers = new Map<string, { day: string; host: string; views: number }>()
          for (const row of rows) {
            const page = pages.get(`${row.day}\n${row.path}`) ?? { day: row.day, path: row.path, views: 0, visitors: 0 }
            page.views += 1
            page.visitors += Number(row.newVisitor)
            pages.set(`${row.day}\n${row.path}`, page)
            if (row.referrerHost !== null) {
              const referrer = referrers.get(`${row.day}\n${row.referrerHost}`) ?? { day: row.day, host: row.referrerHost, views: 0 }
              referrer.views += 1
              referrers.set(`${row.day}\n${row.referrerHost}`, referrer)
            }
          }
          for (const { day: rowDay, path, views, visitors } of pages.values()) {
            await trx
              .insertInto('pageViewDays')
              .values({ day: rowDay, path, views, visitors })
              .onConflict((oc) =>
                oc.columns(['day', 'path']).doUpdateSet({
                  views: sql`page_view_days.views + ${views}`,
                  visitors: sql`page_view_days.visitors + ${visitors}`,
                }),
              )
              .execute()
          }
          for (const { day: rowDay, host, views } of referrers.values()) {
            await trx
              .insertInto('referrerDays')
              .values({ day: rowDay, host, views })
              .onConflict((oc) => oc.columns(['day', 'host']).doUpdateSet({ views: sql`referrer_days.views + ${views}` }))
              .execute()
          }
          await trx.deleteFrom('pageViews').where('id', 'in', rows.map((row) => row.id)).execute()
          return rows.length
        })
        rolled += batch
        if (batch < batchSize) return rolled
      }
    },
  }
}

export type VisitRepo = ReturnType<typeof createVisitRepo>
