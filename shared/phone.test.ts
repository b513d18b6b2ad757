import { describe, expect, it } from 'vitest'
import { parsePhone } from './phone.ts'

describe('parsePhone', () => {
  it('reads US numbers however they are written and gives the E.164 form', () => {
    for (const text of ['(610) 868-1234', '610-868-1234', '610.868.1234', '6108681234', '+1 610 868 1234', ' 1 (610) 868-1234 ']) {
      expect(parsePhone(text)?.e164).toBe('+16108681234')
    }
    expect(parsePhone(' (610) 868-1234 ')?.display).toBe('(610) 868-1234')
  })

  it('reads international numbers written with their country code', () => {
    expect(parsePhone('+44 20 7946 0958')?.e164).toBe('+442079460958')
  })

  it('refuses what is not a dialable number', () => {
    for (const text of ['', '123', '555-0134', '(610) 868-12345', 'call me', 'javascript:alert(1)', '610-868-1234 ext 12', '+1 (000) 868-1234']) {
      expect(parsePhone(text)).toBeNull()
    }
  })
})
