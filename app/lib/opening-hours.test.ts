import { describe, expect, it } from 'vitest'
import { describeOpeningHours, formatTime } from './opening-hours.ts'

describe('formatTime', () => {
  it.each([
    ['09:00', '9 AM'],
    ['00:00', '12 AM'],
    ['12:00', '12 PM'],
    ['13:30', '1:30 PM'],
    ['23:05', '11:05 PM'],
  ])('reads %s as %s', (time, text) => {
    expect(formatTime(time)).toBe(text)
  })
})

describe('describeOpeningHours', () => {
  it('puts consecutive days with the same hours together', () => {
    expect(
      describeOpeningHours([
        { day: 'Monday', opens: '09:00', closes: '18:00' },
        { day: 'Tuesday', opens: '09:00', closes: '18:00' },
        { day: 'Wednesday', opens: '09:00', closes: '18:00' },
        { day: 'Thursday', opens: '09:00', closes: '18:00' },
        { day: 'Friday', opens: '09:00', closes: '14:00' },
      ]),
    ).toEqual(['Mon–Thu 9 AM–6 PM', 'Fri 9 AM–2 PM'])
  })

  it('keeps days apart when a closed day or other hours sit between them', () => {
    expect(
      describeOpeningHours([
        { day: 'Monday', opens: '09:00', closes: '17:00' },
        { day: 'Wednesday', opens: '09:00', closes: '17:00' },
        { day: 'Thursday', opens: '10:00', closes: '17:00' },
        { day: 'Saturday', opens: '09:30', closes: '12:00' },
      ]),
    ).toEqual(['Mon 9 AM–5 PM', 'Wed 9 AM–5 PM', 'Thu 10 AM–5 PM', 'Sat 9:30 AM–12 PM'])
    expect(describeOpeningHours([])).toEqual([])
  })
})
