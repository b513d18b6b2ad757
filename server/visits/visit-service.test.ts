import { describe, expect, it } from 'vitest'
import { addDays, dayIn, referringHost } from './visit-service.ts'

describe('dayIn', () => {
  it('counts days from midnight in the practice time zone', () => {
    expect(dayIn('America/New_York', new Date('2026-03-15T03:30:00Z'))).toBe('2026-03-14')
    expect(dayIn('America/New_York', new Date('2026-03-15T04:30:00Z'))).toBe('2026-03-15')
    expect(dayIn('America/New_York', new Date('2026-01-15T04:30:00Z'))).toBe('2026-01-14')
  })
})

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2026-03-10', -89)).toBe('2025-12-11')
  })
})

describe('referringHost', () => {
  const own = ['averypsychology.example', 'localhost:3000']
  it.each([
    ['https://www.google.com/search?q=therapist', 'google.com'],
    ['http://News.Example.org/a', 'news.example.org'],
    ['https://averypsychology.example/Therapist-Easton-PA', null],
    ['https://www.averypsychology.example/', null],
    ['http://localhost:3000/', null],
    ['android-app://com.google.android.gm/', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (referrer, host) => {
    expect(referringHost(referrer, own)).toBe(host)
  })
})
