import { describe, expect, it } from 'vitest'
import { formatPracticeMoment, fromPracticeWallTime, practiceTimeZoneLabel, toPracticeWallTime } from './practice-time.ts'

const zone = 'America/New_York'

describe('practice time', () => {
  it('turns a wall-clock reading into the moment, in winter and in summer', () => {
    expect(fromPracticeWallTime('2026-12-01T09:00', zone)).toBe('2026-12-01T14:00:00.000Z')
    expect(fromPracticeWallTime('2026-07-01T09:00', zone)).toBe('2026-07-01T13:00:00.000Z')
  })

  it('reads a moment on the wall clock, the inverse', () => {
    expect(toPracticeWallTime('2026-12-01T14:00:00.000Z', zone)).toBe('2026-12-01T09:00')
    expect(toPracticeWallTime('2026-11-01T05:30:00.000Z', zone)).toBe('2026-11-01T01:30')
  })

  it('refuses unreadable text and the hour the clocks skip', () => {
    expect(fromPracticeWallTime('tomorrow', zone)).toBeNull()
    expect(fromPracticeWallTime('2026-03-08T02:30', zone)).toBeNull()
    expect(fromPracticeWallTime('2026-03-08T03:30', zone)).toBe('2026-03-08T07:30:00.000Z')
  })

  it('prints a moment with the zone', () => {
    expect(formatPracticeMoment('2026-12-01T14:00:00.000Z', zone)).toBe('Dec 1, 2026, 9:00 AM EST')
    expect(practiceTimeZoneLabel(zone)).toBe('Eastern Time (America/New_York)')
  })
})
