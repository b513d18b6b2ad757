import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { visitStatsQueryOptions } from '#app/admin-api/stats.ts'
import { describeTrend } from '#app/lib/trend.ts'
import type { VisitStatsResponse } from '#shared/schemas/stats.ts'
import { statsPeriods } from '#shared/schemas/stats.ts'

type Period = (typeof statsPeriods)[number]

const numberFormat = new Intl.NumberFormat('en-US')
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
const longDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
const formatDay = (day: string, format = shortDate) => format.format(new Date(`${day}T00:00:00Z`))

/**
 * Visits and unique visitors over 7, 30 or 90 days: a summary sentence, a chart (with the same
 * figures as a table for screen readers and anyone who prefers numbers), top pages and top
 * referring sites. Refreshes with the dashboard's 30-second poll.
 */
export function VisitorStats() {
  const [days, setDays] = useState<Period>(30)
  const stats = useQuery(visitStatsQueryOptions(days))
  const headingId = useId()

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-xl font-semibold text-brand-800">
          Visits
        </h3>
        <div role="group" aria-label="Period" className="inline-flex rounded-full bg-brand-50 p-1">
          {statsPeriods.map((period) => (
            <button
              key={period}
              type="button"
              aria-pressed={days === period}
              onClick={() => setDays(period)}
              className={`min-h-10 rounded-full px-4 text-sm font-semibold ${days === period ? 'bg-brand-700 text-white' : 'text-brand-800 hover:bg-brand-100'}`}
            >
              {period} days
            </button>
          ))}
        </div>
      </div>
      {stats.isPending ? (
        <p role="status" className="mt-6 text-muted">
          Loading visit figures…
        </p>
      ) : stats.isError ? (
        <p role="alert" className="mt-6 text-red-700">
          Failed to fetch visit statistics
        </p>
      ) : (
        <StatsBody stats={stats.data} />
      )}
    </section>
  )
}

function StatsBody({ stats }: { stats: VisitStatsResponse }) {
  const { current, previous, days } = stats
  const hasVisits = current.visits > 0
  const chartData = current.daily.map((row) => ({ ...row, label: formatDay(row.day) }))
  return (
    <>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-muted">Visits</dt>
          <dd className="text-2xl font-semibold">{numberFormat.format(current.visits)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Unique visitors (per day)</dt>
          <dd className="text-2xl font-semibold">{numberFormat.format(current.visitors)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Compared with before</dt>
          <dd className="text-base font-semibold text-brand-800" data-testid="visits-trend">
            {describeTrend(current.visits, previous.visits, days)}
          </dd>
        </div>
      </dl>

      {hasVisits ? (
        <figure className="mt-6">
          <div className="h-64 w-full" aria-hidden="true" data-testid="visits-chart">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart accessibilityLayer={false} data={chartData} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
                <CartesianGrid stroke="#d6eeeb" strokeDasharray="3 3" />
                <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#4f5d63' }} interval="preserveStartEnd" minTickGap={24} />
                <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#4f5d63' }} />
                <Tooltip />
                <Legend />
                <Line type="monotone" dataKey="visits" name="Visits" stroke="#1d5d58" strokeWidth={2} dot={false} isAnimationActive={false} />
                <Line type="monotone" dataKey="visitors" name="Unique visitors" stroke="#a8522d" strokeWidth={2} dot={false} isAnimationActive={false} />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <figcaption className="mt-2 text-sm text-muted">
            Daily visits and unique visitors, {formatDay(current.from, longDate)} – {formatDay(current.to, longDate)}.
          </figcaption>
          <details className="mt-3">
            <summary className="cursor-pointer text-sm font-semibold text-brand-700">Show the figures as a table</summary>
            <table className="mt-2 w-full text-left text-sm">
              <caption className="sr-only">Visits and unique visitors per day</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1">Day</th>
                  <th scope="col" className="py-1 text-right">Visits</th>
                  <th scope="col" className="py-1 text-right">Unique visitors</th>
                </tr>
              </thead>
              <tbody>
                {current.daily.map((row) => (
                  <tr key={row.day} className="border-t border-brand-50">
                    <th scope="row" className="py-1 font-normal">{formatDay(row.day, longDate)}</th>
                    <td className="py-1 text-right">{numberFormat.format(row.visits)}</td>
                    <td className="py-1 text-right">{numberFormat.format(row.visitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </figure>
      ) : (
        <p className="mt-6 rounded-xl bg-brand-50 p-4 text-muted">No visits counted in the last {days} days yet.</p>
      )}

      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <RankedList title="Top pages" empty="No pages visited yet." items={stats.topPages.map((page) => ({ key: page.path, label: page.title, detail: page.title === page.path ? undefined : page.path, visits: page.visits }))} />
        <RankedList title="Top referring sites" empty="No visits from other sites yet." items={stats.topReferrers.map((referrer) => ({ key: referrer.host, label: referrer.host, visits: referrer.visits }))} />
      </div>
    </>
  )
}

interface RankedItem {
  key: string
  label: string
  detail?: string
  visits: number
}

function RankedList({ title, empty, items }: { title: string; empty: string; items: RankedItem[] }) {
  const headingId = useId()
  return (
    <div>
      <h4 id={headingId} className="font-sans text-sm font-semibold text-muted">
        {title}
      </h4>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-2 space-y-1">
          {items.map((item) => (
            <li key={item.key} className="flex items-baseline justify-between gap-3 border-b border-brand-50 py-1">
              <span className="min-w-0">
                <span className="block truncate">{item.label}</span>
                {item.detail ? <span className="block truncate text-xs text-muted">{item.detail}</span> : null}
              </span>
              <span className="shrink-0 font-semibold">{numberFormat.format(item.visits)}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
