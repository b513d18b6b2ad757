import { Transform } from 'node:stream'

const needle = Buffer.from('<link rel="modulepreload"')
const replacement = Buffer.from('<link rel="modulepreload" fetchpriority="low"')

/** Length of the longest end of `data` that is the start of the needle (bytes to hold back). */
function partialMatchAtEnd(data: Buffer): number {
  for (let length = Math.min(needle.length - 1, data.length); length > 0; length -= 1) {
    if (data.subarray(data.length - length).equals(needle.subarray(0, length))) return length
  }
  return 0
}

/**
 * Marks the document's module preloads low priority as the HTML streams out.
 *
 * React Router preloads every module of the page in the head, and browsers fetch module preloads
 * at high priority, ahead of the hero picture and the heading font and alongside the document
 * itself. The page is complete HTML before any of that code runs, so on a slow phone connection
 * the words and pictures should win; the scripts follow and hydrate as before. React Router
 * offers no attribute for its preload links, hence the rewrite. Works on raw bytes (the needle is
 * ASCII) and holds back only an end that could be the start of a split needle.
 */
export function lowPriorityModulePreloads(): Transform {
  let carry = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk
      const parts: Buffer[] = []
      let from = 0
      for (let at = data.indexOf(needle); at !== -1; at = data.indexOf(needle, from)) {
        parts.push(data.subarray(from, at), replacement)
        from = at + needle.length
      }
      const rest = data.subarray(from)
      const held = partialMatchAtEnd(rest)
      parts.push(rest.subarray(0, rest.length - held))
      carry = Buffer.from(rest.subarray(rest.length - held))
      done(null, Buffer.concat(parts))
    },
    flush(done) {
      done(null, carry)
    },
  })
}
