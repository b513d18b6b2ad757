/**
 * The practice's own details. Every page reads them from here; nothing else hard-codes a phone
 * number, an address or an outside link. The defaults are plainly sample values (a 555 number,
 * example.com addresses) to be replaced with the practice's real ones before going live.
 */
export interface SocialLink {
  label: 'Facebook' | 'Instagram' | 'LinkedIn'
  href: string
}

export interface PracticeConfig {
  /** The owner's name without title, e.g. 'Morgan Avery'. */
  ownerName: string
  /** The owner's name as shown and used as the default post author, e.g. 'Dr. Morgan Avery'. */
  doctorName: string
  credentials: string
  licence: string
  practiceName: string
  tagline: string
  phoneDisplay: string
  /** E.164 form for tel: links. */
  phoneE164: string
  email: string
  address: {
    street: string
    city: string
    region: string
    postalCode: string
    country: string
  }
  serviceArea: readonly string[]
  /** The external scheduling service's consultation page. */
  schedulerUrl: string
  /** The card-payment provider's checkout link for concierge care. */
  conciergeCheckoutUrl: string
  /** Search query the map links use. */
  mapsQuery: string
  /** The map shown only after the visitor asks for it (click-to-load). */
  mapEmbedUrl: string
  mapsSearchUrl: string
  mapsDirectionsUrl: string
  social: readonly SocialLink[]
  openingHours: readonly string[]
  priceRange: string
  foundedYear: number
  /** The practice's time zone: visitor statistics count days from its midnight. */
  timeZone: string
}

const mapsQuery = '123 Example Street, Bethlehem, PA 18018'

export const practice: PracticeConfig = {
  ownerName: 'Morgan Avery',
  doctorName: 'Dr. Morgan Avery',
  credentials: 'PsyD, Licensed Psychologist',
  licence: 'Licensed Psychologist, Pennsylvania (sample licence PS000000)',
  practiceName: 'Avery Psychology',
  tagline: 'Evidence-based intensive therapy for trauma, OCD and families facing addiction.',
  phoneDisplay: '(610) 555-0134',
  phoneE164: '+16105550134',
  email: 'hello@example.com',
  address: {
    street: '123 Example Street, Suite 200',
    city: 'Bethlehem',
    region: 'PA',
    postalCode: '18018',
    country: 'US',
  },
  serviceArea: ['Bethlehem', 'Allentown', 'Easton', 'Lehigh Valley'],
  schedulerUrl: 'https://scheduling.example.com/avery-psychology/15-minute-consultation',
  conciergeCheckoutUrl: 'https://checkout.example.com/avery-psychology/concierge-care',
  mapsQuery,
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=-75.3990%2C40.6120%2C-75.3610%2C40.6340&layer=mapnik&marker=40.6230%2C-75.3800',
  mapsSearchUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(mapsQuery)}`,
  mapsDirectionsUrl: `https://www.openstreetmap.org/directions?to=${encodeURIComponent(mapsQuery)}`,
  social: [
    { label: 'Facebook', href: 'https://facebook.example.com/avery-psychology' },
    { label: 'Instagram', href: 'https://instagram.example.com/avery-psychology' },
    { label: 'LinkedIn', href: 'https://linkedin.example.com/in/avery-psychology' },
  ],
  openingHours: ['Mo-Th 09:00-18:00', 'Fr 09:00-14:00'],
  priceRange: '$$$',
  foundedYear: 2016,
  timeZone: 'America/New_York',
}

/** The tel: link for the office phone. */
export const phoneHref = `tel:${practice.phoneE164}`
/** The mailto: link for the office email. */
export const emailHref = `mailto:${practice.email}`
/** The one-line postal address. */
export const addressLine = `${practice.address.street}, ${practice.address.city}, ${practice.address.region} ${practice.address.postalCode}`
