import net from 'node:net'

/**
 * The part of a client address the sign-in lockout counts by: an IPv4 address as it is, an IPv6
 * address by its /64 network (one subscriber gets a whole /64, so single addresses mean little).
 */
export function clientAddressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return mapped[1]!
  if (net.isIPv6(address)) {
    const [head = '', tail = ''] = address.toLowerCase().split('::')
    const front = head ? head.split(':') : []
    const back = address.includes('::') ? (tail ? tail.split(':') : []) : []
    const groups = address.includes('::') ? [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back] : front
    return `${groups
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ''))
      .join(':')}::/64`
  }
  return address
}
