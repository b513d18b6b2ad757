import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** A telephone number as the owner wrote it, with the E.164 form tel: links and JSON-LD use. */
export interface ParsedPhone {
  /** As written, trimmed. */
  display: string
  /** '+16105550134'. */
  e164: string
}

/** Only what people write in phone numbers: digits, spaces, + ( ) - . and slashes. */
const phoneCharacters = /^\+?[\d\s().\-/]+$/

/**
 * Reads a phone number written the US way ('(610) 555-0134') or internationally in E.164 style
 * ('+44 20 7946 0958'). Returns null when it is not a dialable number of a real numbering plan
 * (too short, unknown area code, letters, an extension).
 */
export function parsePhone(text: string): ParsedPhone | null {
  const display = text.trim()
  if (!phoneCharacters.test(display)) return null
  const number = parsePhoneNumberFromString(display, 'US')
  if (!number || !number.isValid() || number.ext) return null
  return { display, e164: number.number }
}
