import { describe, expect, it } from 'vitest'
import { describeTrend } from './trend.ts'

describe('describeTrend', () => {
  it.each([
    [112, 100, 30, 'Up 12% on the previous 30 days'],
    [50, 100, 7, 'Down 50% on the previous 7 days'],
    [1000, 1001, 90, 'No change on the previous 90 days'],
    [5, 0, 30, 'Up from none in the previous 30 days'],
    [0, 0, 30, 'No visits yet in this or the previous 30 days'],
    [0, 8, 7, 'Down 100% on the previous 7 days'],
  ])('%i vs %i over %i days → %s', (current, previous, days, text) => {
    expect(describeTrend(current, previous, days)).toBe(text)
  })
})
