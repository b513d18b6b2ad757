/**
 * A plain sentence comparing two periods, e.g. 'Up 12% on the previous 30 days'. Rounded to whole
 * percent; 'No change' within half a percent; when the previous period had nothing, says so.
 */
export function describeTrend(current: number, previous: number, days: number): string {
  const period = `the previous ${days} days`
  if (previous === 0) return current === 0 ? `No visits yet in this or ${period}` : `Up from none in ${period}`
  const change = Math.round(((current - previous) / previous) * 100)
  if (change === 0) return `No change on ${period}`
  return `${change > 0 ? 'Up' : 'Down'} ${Math.abs(change)}% on ${period}`
}
