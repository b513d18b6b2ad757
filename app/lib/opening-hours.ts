import type { OpeningHours } from '#shared/schemas/settings.ts'

const shortDay: Record<OpeningHours['day'], string> = {
  Monday: 'Mon',
  Tuesday: 'Tue',
  Wednesday: 'Wed',
  Thursday: 'Thu',
  Friday: 'Fri',
  Saturday: 'Sat',
  Sunday: 'Sun',
}
const dayOrder = Object.keys(shortDay)

/** '09:00' as '9 AM', '13:30' as '1:30 PM'. By hand: public pages make no Intl calls at load (content/pricing.ts). */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'AM' : 'PM'
  const hour = hours % 12 === 0 ? 12 : hours % 12
  return minutes === 0 ? `${hour} ${suffix}` : `${hour}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/**
 * Opening hours as people read them, consecutive days with the same hours together:
 * ['Mon–Thu 9 AM–6 PM', 'Fri 9 AM–2 PM']. Expects the days Monday first, as the settings keep them.
 */
export function describeOpeningHours(hours: readonly OpeningHours[]): string[] {
  const runs: Array<{ first: OpeningHours; last: OpeningHours }> = []
  for (const entry of hours) {
    const run = runs.at(-1)
    const follows = run && dayOrder.indexOf(entry.day) === dayOrder.indexOf(run.last.day) + 1
    if (run && follows && run.last.opens === entry.opens && run.last.closes === entry.closes) run.last = entry
    else runs.push({ first: entry, last: entry })
  }
  return runs.map(({ first, last }) => {
    const days = first.day === last.day ? shortDay[first.day] : `${shortDay[first.day]}–${shortDay[last.day]}`
    return `${days} ${formatTime(first.opens)}–${formatTime(first.closes)}`
  })
}
