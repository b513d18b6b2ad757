/**
 * The Contact page's embedded section: a slot the practice can point at something else later.
 * The default is a call to book the 15-minute consultation. A 'frame' loads only when the
 * visitor asks for it; its origin must also be allowed in the CSP frame-src (server/http).
 */
export type ContactEmbed =
  | { kind: 'consultation'; heading: string; text: string; buttonText: string }
  | { kind: 'frame'; heading: string; text: string; src: string; title: string; loadButtonText: string }

export const contactEmbed: ContactEmbed = {
  kind: 'consultation',
  heading: 'Book a consultation call',
  text: 'Pick a time that suits you for a 15-minute call. Ask anything, and we will work out together whether an intensive, weekly therapy or another option is the right next step.',
  buttonText: 'Book Your Consultation',
}
