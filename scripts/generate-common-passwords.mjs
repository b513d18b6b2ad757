// Regenerates server/auth/common-passwords.txt from the frequency-ordered password list that
// @zxcvbn-ts/language-common ships (MIT): the 5,000 most common passwords, plus every listed
// password of 12 or more characters, since shorter ones are refused for their length anyway.
// Run: node scripts/generate-common-passwords.mjs
import fs from 'node:fs'
import { dictionary } from '@zxcvbn-ts/language-common'

const all = dictionary['passwords-common']
const top = 5_000
const minLength = 12
const seen = new Set()
const chosen = []
for (const [index, entry] of all.entries()) {
  const password = entry.toLowerCase()
  if ((index < top || password.length >= minLength) && !seen.has(password)) {
    seen.add(password)
    chosen.push(password)
  }
}
// One password a line, nothing else: the server reads it as data (server/auth/password.ts).
fs.writeFileSync(new URL('../server/auth/common-passwords.txt', import.meta.url), `${chosen.join('\n')}\n`)
console.log(`${chosen.length} passwords written`)
