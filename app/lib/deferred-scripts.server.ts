import { Transform } from 'node:stream'

/**
 * What the document stream rewrites, as raw ASCII bytes. React Router writes its module preloads
 * and its boot script (`<script type="module" async>` importing the route modules and the client
 * entry) exactly like this; the production-server test fails if that ever changes.
 */
const rewrites: ReadonlyArray<readonly [Buffer, Buffer]> = [
  // A link without rel fetches nothing; the boot loader puts the rel back.
  [Buffer.from('<link rel="modulepreload"'), Buffer.from('<link data-rel="modulepreload"')],
  // A script of an unknown type does not run; the boot loader swaps in a real module script.
  [Buffer.from(' type="module" async="">'), Buffer.from(' type="deferred-module">')],
]
const longestNeedle = Math.max(...rewrites.map(([needle]) => needle.length))

/** Length of the longest end of `data` that is the start of some needle (bytes to hold back). */
function partialMatchAtEnd(data: Buffer): number {
  for (let length = Math.min(longestNeedle - 1, data.length); length > 0; length -= 1) {
    const end = data.subarray(data.length - length)
    if (rewrites.some(([needle]) => needle.length > length && end.equals(needle.subarray(0, length)))) return length
  }
  return 0
}

/** The first needle occurrence in `data` at or after `from`. */
function nextMatch(data: Buffer, from: number): { at: number; needle: Buffer; replacement: Buffer } | undefined {
  let best: { at: number; needle: Buffer; replacement: Buffer } | undefined
  for (const [needle, replacement] of rewrites) {
    const at = data.indexOf(needle, from)
    if (at !== -1 && (!best || at < best.at)) best = { at, needle, replacement }
  }
  return best
}

/**
 * Makes the document's scripts wait for the page (decision 006).
 *
 * The page is complete HTML before any script runs, so its words, pictures and font should have
 * the connection and the processor to themselves until it has loaded. This rewrites React
 * Router's module preloads and boot script into inert elements as the HTML streams out;
 * `BootLoader` (app/lib/boot-loader.tsx) turns them back on once the page has loaded and
 * painted, or at once when the visitor presses a key or touches it. React Router offers no option
 * for either, hence the rewrite. Works on raw bytes and holds back only an end that could start a
 * split needle.
 */
export function deferModuleScripts(): Transform {
  let carry = Buffer.alloc(0)
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk
      const parts: Buffer[] = []
      let from = 0
      for (let match = nextMatch(data, 0); match; match = nextMatch(data, from)) {
        parts.push(data.subarray(from, match.at), match.replacement)
        from = match.at + match.needle.length
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
