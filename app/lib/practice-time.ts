import { practice } from '#content/practice.ts'

/**
 * The practice's time zone: scheduled posts are set and shown in it. Read only through this
 * function, so where it is kept can change in one place.
 */
export function practiceTimeZone(): string {
  return practice.timeZone
}

const formats = new Map<string, Intl.DateTimeFormat>()
function format(timeZone: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  const id = `${timeZone}|${key}`
  let made = formats.get(id)
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
    formats.set(id, made)
  }
  return made
}

const partsOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}

/** The zone's wall-clock reading of a moment, as the milliseconds of the same reading in UTC. */
function wallClockMs(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of format(timeZone, partsOptions, 'parts').formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour! % 24, parts.minute!, parts.second!)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A moment as the practice's wall clock shows it, 'YYYY-MM-DDTHH:mm' (a datetime-local value). */
export function toPracticeWallTime(iso: string, timeZone = practiceTimeZone()): string {
  const wall = new Date(wallClockMs(Date.parse(iso), timeZone))
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`
}

/**
 * The moment (ISO 8601, UTC) when the practice's wall clock reads `local` ('YYYY-MM-DDTHH:mm').
 * Null for unreadable text or a reading the clock skips (the spring-forward hour).
 */
export function fromPracticeWallTime(local: string, timeZone = practiceTimeZone()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return null
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number]
  const asUtc = Date.UTC(y, mo - 1, d, h, mi)
  if (Number.isNaN(asUtc)) return null
  // The zone's offset at the guess, then again at the corrected moment (they differ near a change).
  let moment = asUtc - (wallClockMs(asUtc, timeZone) - asUtc)
  moment = asUtc - (wallClockMs(moment, timeZone) - moment)
  const iso = new Date(moment).toISOString()
  return toPracticeWallTime(iso, timeZone) === local ? iso : null
}

/** 'Dec 1, 2026, 9:00 AM EST': a moment on the practice's clock, with the zone's short name. */
export function formatPracticeMoment(iso: string, timeZone = practiceTimeZone()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return format(timeZone, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }, 'label').format(date)
}

/** The zone as people name it, with its identifier: 'Eastern Time (America/New_York)'. */
export function practiceTimeZoneLabel(timeZone = practiceTimeZone()): string {
  const name = format(timeZone, { timeZoneName: 'longGeneric' }, 'generic')
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone
}
