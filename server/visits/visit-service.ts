import { createHash, createHmac } from 'node:crypto'
import { isbot } from 'isbot'
import type { statsPeriods } from '#shared/schemas/stats.ts'
import { clientAddressKey } from '../auth/client-address.ts'
import type { DayTotals, HostCount, VisitRepo, PathCount } from '../db/visits.ts'

export interface VisitServiceOptions {
  now: () => Date
  /** The practice's time zone: days begin and end at its midnight (read at each use when a function). */
  timeZone: string | (() => Promise<string>)
  /** Identifies this site in visitor hashes, so two sites on one database never match. */
  siteId: string
  /** Visits one client address (an IPv6 /64 as one) may add per minute; more are accepted but not counted. */
  perMinuteCap?: number
  /** Visits the whole site counts per minute, from everyone together; more are accepted but not counted. */
  siteMinuteCap?: number
  /** Distinct referring hosts kept per day; visits from further hosts are counted under otherReferrers. */
  referrerHostsPerDay?: number
  /**
   * The page of the site a reported path names (the path as it is counted), or null when it names
   * none: such a report is not counted and nothing of it is stored. Every path counts when not given.
   */
  sitePage?: (path: string) => Promise<string | null>
  /** Raw visits are rolled up into daily totals after this many days. */
  keepRawDays?: number
}

export interface VisitInput {
  path: string
  /** Used only in memory, inside salted hashes; never stored or logged. */
  clientAddress: string
  userAgent: string
  /** The page that sent the visitor here (document.referrer), if any. */
  referrer?: string
  /** Our own host names; referrers from them are not "referring sites". */
  ownHosts: readonly string[]
}

export type VisitOutcome = 'counted' | 'bot' | 'not-a-page' | 'capped'

/** What visits from referring hosts beyond the day's allowance are counted under. */
export const otherReferrers = '(other sites)'

export const visitLimits = { perMinuteCap: 30, siteMinuteCap: 600, referrerHostsPerDay: 40 } as const

// The rate counter row of the whole site (client rows hold base64url hashes, never this).
const siteRateKey = '*site'

export type StatsPeriod = (typeof statsPeriods)[number]

export interface PeriodFigures {
  from: string
  to: string
  visits: number
  visitors: number
  daily: DayTotals[]
}

export interface VisitStats {
  days: StatsPeriod
  current: PeriodFigures
  previous: PeriodFigures
  topPages: PathCount[]
  topReferrers: HostCount[]
}

/** YYYY-MM-DD of `date` in `timeZone`. */
export function dayIn(timeZone: string, date: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)
}

/** The calendar day `offset` days after `day` (negative for before). */
export function addDays(day: string, offset: number): string {
  const date = new Date(`${day}T12:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + offset)
  return date.toISOString().slice(0, 10)
}

/** Every day from `from` to `to` inclusive, with zeros where nothing was counted. */
function fillDays(from: string, to: string, rows: DayTotals[]): DayTotals[] {
  const byDay = new Map(rows.map((row) => [row.day, row]))
  const days: DayTotals[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(byDay.get(day) ?? { day, visits: 0, visitors: 0 })
  return days
}

/** The host of another site that referred the visit, without "www.", or null. */
export function referringHost(referrer: string | undefined, ownHosts: readonly string[]): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  const host = url.hostname.toLowerCase().replace(/^www\./, '')
  const own = ownHosts.map((name) => name.toLowerCase().replace(/^www\./, '').replace(/:\d+$/, ''))
  if (!host || own.includes(host)) return null
  return host.slice(0, 253)
}

/**
 * Cookie-free visit counting in the manner of privacy-first analytics: a visitor is recognised
 * within one day only, by a hash of (the day's random salt, the site, the address, the
 * User-Agent). The salt is deleted when the day is over, so nothing links visits across days,
 * and the address itself is never written anywhere.
 */
export function createVisitService(repo: VisitRepo, options: VisitServiceOptions) {
  const {
    now,
    siteId,
    perMinuteCap = visitLimits.perMinuteCap,
    siteMinuteCap = visitLimits.siteMinuteCap,
    referrerHostsPerDay = visitLimits.referrerHostsPerDay,
    keepRawDays = 30,
    sitePage = async (path: string) => path,
  } = options
  const zone = async () => (typeof options.timeZone === 'string' ? options.timeZone : options.timeZone())

  return {
    async record(input: VisitInput): Promise<VisitOutcome> {
      if (!input.userAgent || isbot(input.userAgent)) return 'bot'
      const path = await sitePage(input.path)
      if (path === null) return 'not-a-page'
      const at = now()
      const day = dayIn(await zone(), at)
      const salt = await repo.saltFor(day)
      const minute = at.toISOString().slice(0, 16)
      // One subscriber holds a whole IPv6 /64: its addresses share one allowance.
      const clientHash = createHmac('sha256', salt).update(`rate\n${siteId}\n${clientAddressKey(input.clientAddress)}`).digest('base64url')
      if ((await repo.countClientMinute(minute, clientHash)) > perMinuteCap) return 'capped'
      if ((await repo.countClientMinute(minute, siteRateKey)) > siteMinuteCap) return 'capped'
      const visitorHash = createHash('sha256')
        .update(`${salt}\n${siteId}\n${input.clientAddress}\n${input.userAgent}`)
        .digest('base64url')
      const newVisitor = await repo.markVisitor(day, visitorHash)
      const host = referringHost(input.referrer, input.ownHosts)
      await repo.record({ path, day, at, newVisitor, referrer: host ? { host, allowance: referrerHostsPerDay, overflow: otherReferrers } : null })
      return 'counted'
    },

    /** Every counted visit, raw and rolled up (the dashboard's 'Total Visitors'). */
    totalVisits: () => repo.countAll(),

    /** Visits and visitors for the last `days` days (today included) and the period before. */
    async stats(days: StatsPeriod, limit = 10): Promise<VisitStats> {
      const to = dayIn(await zone(), now())
      const from = addDays(to, -(days - 1))
      const previousTo = addDays(from, -1)
      const previousFrom = addDays(previousTo, -(days - 1))
      const figures = async (start: string, end: string): Promise<PeriodFigures> => {
        const daily = fillDays(start, end, await repo.dailyTotals(start, end))
        return {
          from: start,
          to: end,
          visits: daily.reduce((sum, row) => sum + row.visits, 0),
          visitors: daily.reduce((sum, row) => sum + row.visitors, 0),
          daily,
        }
      }
      return {
        days,
        current: await figures(from, to),
        previous: await figures(previousFrom, previousTo),
        topPages: await repo.topPages(from, to, limit),
        topReferrers: await repo.topReferrers(from, to, limit),
      }
    },

    /**
     * Housekeeping: rolls raw visits older than the retention window into daily totals, and
     * deletes past salts, visitor hashes and rate counters. Safe to run on any instance, any time.
     */
    async maintain(): Promise<{ rolledUp: number }> {
      const at = now()
      const today = dayIn(await zone(), at)
      await repo.forgetDaysBefore(today)
      await repo.forgetMinutesBefore(new Date(at.getTime() - 2 * 60_000).toISOString().slice(0, 16))
      const rolledUp = await repo.rollUpBefore(addDays(today, -keepRawDays))
      return { rolledUp }
    },
  }
}

export type VisitService = ReturnType<typeof createVisitService>
