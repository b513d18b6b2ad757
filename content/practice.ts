/**
 * The practice's own details. The owner edits them in the admin panel's Settings (saved in the
 * database); a new database starts from `defaultSettings`, plainly sample values (a 555 number,
 * example.com addresses) that the go-live checklist asks her to replace. Pages read the saved
 * settings through `practiceView`, never these defaults.
 */
import type { OpeningHours, PracticeSettings } from '#shared/schemas/settings.ts'

export interface SocialLink {
  label: 'Facebook' | 'Instagram' | 'LinkedIn'
  href: string
}

/** The settings as pages use them, with the links and forms derived from them. */
export interface PracticeConfig {
  /** The owner's name without title, e.g. 'Morgan Avery'. */
  ownerName: string
  /** The owner's name as shown and used as the default post author, e.g. 'Dr. Morgan Avery'. */
  doctorName: string
  credentials: string
  /** 'Licensed psychologist, PA licence PS000000'. */
  licence: string
  practiceName: string
  tagline: string
  /** As the owner wrote it. */
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
  /** Only the links the owner filled in. */
  social: readonly SocialLink[]
  openingHours: readonly OpeningHours[]
  telehealthStatement: string
  priceRange: string
  foundedYear: number
  /** The practice's time zone: visitor statistics count days from its midnight. */
  timeZone: string
}

/** What a new database starts from: sample values, to be replaced before going live. */
export const defaultSettings: PracticeSettings = {
  ownerName: 'Morgan Avery',
  doctorName: 'Dr. Morgan Avery',
  credentials: 'PsyD, Licensed Psychologist',
  licenceState: 'PA',
  licenceNumber: 'PS000000',
  practiceName: 'Avery Psychology',
  tagline: 'Evidence-based intensive therapy for trauma, OCD and families facing addiction.',
  phone: '(610) 555-0134',
  email: 'hello@example.com',
  street: '123 Example Street, Suite 200',
  city: 'Bethlehem',
  state: 'PA',
  postalCode: '18018',
  areasServed: ['Bethlehem', 'Allentown', 'Easton', 'Lehigh Valley'],
  openingHours: [
    { day: 'Monday', opens: '09:00', closes: '18:00' },
    { day: 'Tuesday', opens: '09:00', closes: '18:00' },
    { day: 'Wednesday', opens: '09:00', closes: '18:00' },
    { day: 'Thursday', opens: '09:00', closes: '18:00' },
    { day: 'Friday', opens: '09:00', closes: '14:00' },
  ],
  schedulerUrl: 'https://scheduling.example.com/avery-psychology/15-minute-consultation',
  conciergeCheckoutUrl: 'https://checkout.example.com/avery-psychology/concierge-care',
  mapsQuery: '123 Example Street, Bethlehem, PA 18018',
  mapLatitude: 40.623,
  mapLongitude: -75.38,
  facebookUrl: 'https://facebook.example.com/avery-psychology',
  instagramUrl: 'https://instagram.example.com/avery-psychology',
  linkedinUrl: 'https://linkedin.example.com/in/avery-psychology',
  telehealthStatement: 'Telehealth for clients in states of the interstate psychology compact (PSYPACT).',
  timeZone: 'America/New_York',
  foundedYear: 2016,
}

/** The map's view: about 3 km across around the office, as OpenStreetMap's embed expects it. */
function mapEmbedUrl(latitude: number, longitude: number): string {
  const round = (value: number) => value.toFixed(4)
  const bbox = [longitude - 0.019, latitude - 0.011, longitude + 0.019, latitude + 0.011].map(round).join('%2C')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${round(latitude)}%2C${round(longitude)}`
}

/**
 * Pages' view of saved settings (already checked by the shared schema). The E.164 phone comes
 * from the server, which parses numbers (the phone library stays out of public pages' scripts).
 */
export function practiceView(settings: PracticeSettings, phoneE164: string): PracticeConfig {
  const query = encodeURIComponent(settings.mapsQuery)
  const social: SocialLink[] = []
  if (settings.facebookUrl) social.push({ label: 'Facebook', href: settings.facebookUrl })
  if (settings.instagramUrl) social.push({ label: 'Instagram', href: settings.instagramUrl })
  if (settings.linkedinUrl) social.push({ label: 'LinkedIn', href: settings.linkedinUrl })
  return {
    ownerName: settings.ownerName,
    doctorName: settings.doctorName,
    credentials: settings.credentials,
    licence: `Licensed psychologist, ${settings.licenceState} licence ${settings.licenceNumber}`,
    practiceName: settings.practiceName,
    tagline: settings.tagline,
    phoneDisplay: settings.phone,
    phoneE164,
    email: settings.email,
    address: { street: settings.street, city: settings.city, region: settings.state, postalCode: settings.postalCode, country: 'US' },
    serviceArea: settings.areasServed,
    schedulerUrl: settings.schedulerUrl,
    conciergeCheckoutUrl: settings.conciergeCheckoutUrl,
    mapsQuery: settings.mapsQuery,
    mapEmbedUrl: mapEmbedUrl(settings.mapLatitude, settings.mapLongitude),
    mapsSearchUrl: `https://www.openstreetmap.org/search?query=${query}`,
    mapsDirectionsUrl: `https://www.openstreetmap.org/directions?to=${query}`,
    social,
    openingHours: settings.openingHours,
    telehealthStatement: settings.telehealthStatement,
    priceRange: '$$$',
    foundedYear: settings.foundedYear,
    timeZone: settings.timeZone,
  }
}

/** The sample practice: what a new database shows (tests compare against it). */
export const practice: PracticeConfig = practiceView(defaultSettings, '+16105550134')

/** The tel: link for the office phone. */
export function phoneHref(view: Pick<PracticeConfig, 'phoneE164'>): string {
  return `tel:${view.phoneE164}`
}
/** The mailto: link for the office email. */
export function emailHref(view: Pick<PracticeConfig, 'email'>): string {
  return `mailto:${view.email}`
}
/** The one-line postal address. */
export function addressLine(view: Pick<PracticeConfig, 'address'>): string {
  return `${view.address.street}, ${view.address.city}, ${view.address.region} ${view.address.postalCode}`
}
