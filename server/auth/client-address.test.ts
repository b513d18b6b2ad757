import { describe, expect, it } from 'vitest'
import { clientAddressKey } from './client-address.ts'

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, including IPv4-mapped IPv6 ones', () => {
    expect(clientAddressKey('203.0.113.9')).toBe('203.0.113.9')
    expect(clientAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('reduces IPv6 addresses to their /64 network', () => {
    expect(clientAddressKey('2001:db8:1:2::5')).toBe('2001:db8:1:2::/64')
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64')
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64')
  })
})
