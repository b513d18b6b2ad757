import { z } from 'zod'
import { boundedText, requiredText } from './text.ts'
import { parsePhone } from '../phone.ts'

/** Upper bounds on every setting, so nothing the settings form sends can grow without limit. */
export const settingsLimits = {
  name: 120,
  credentials: 120,
  licenceNumber: 40,
  tagline: 200,
  email: 254,
  street: 200,
  city: 80,
  postalCode: 10,
  area: 60,
  areas: 12,
  url: 2_000,
  mapsQuery: 200,
  telehealthStatement: 600,
} as const

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type WeekDay = (typeof weekDays)[number]

const optionalText = boundedText

/** True for an absolute http: or https: address with a host; anything else (javascript:, data:, a bare path) is refused. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !url.username && !url.password
  } catch {
    return false
  }
}

const webUrlMessage = (label: string) => `${label} must be a web address starting with https:// (or http://)`

const webUrl = (label: string) =>
  requiredText(label, settingsLimits.url).refine(isWebUrl, { error: webUrlMessage(label) })

/** An outside link the owner may leave empty (then it is not shown). */
const optionalWebUrl = (label: string) =>
  optionalText(label, settingsLimits.url).refine((value) => value === '' || isWebUrl(value), { error: webUrlMessage(label) })

const timeOfDay = (label: string) =>
  z.string({ error: `${label} is required` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${label} must be a time such as 09:00` })

const openingHoursSchema = z
  .array(
    z
      .object({
        day: z.enum(weekDays, { error: 'Choose a day of the week' }),
        opens: timeOfDay('Opening time'),
        closes: timeOfDay('Closing time'),
      })
      .refine((hours) => hours.opens < hours.closes, { error: 'Closing time must be after opening time', path: ['closes'] }),
    { error: 'Opening hours must be a list' },
  )
  .max(weekDays.length, { error: 'Give each day at most once' })
  .refine((hours) => new Set(hours.map((entry) => entry.day)).size === hours.length, { error: 'Give each day at most once' })
  // Always kept Monday first, so the site and the form list days in the same order.
  .transform((hours) => [...hours].sort((a, b) => weekDays.indexOf(a.day) - weekDays.indexOf(b.day)))

function isTimeZone(value: string): boolean {
  try {
    // The result is read so that no bundler drops the call that throws for an unknown zone.
    const known = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone !== ''
    return known && (value.includes('/') || value === 'UTC')
  } catch {
    return false
  }
}

const coordinate = (label: string, limit: number) =>
  z.number({ error: `${label} must be a number` }).min(-limit, { error: `${label} must be between -${limit} and ${limit}` }).max(limit, {
    error: `${label} must be between -${limit} and ${limit}`,
  })

/**
 * The practice's own details, as the owner edits them in Settings (`PUT /api/admin/settings`).
 * Unknown keys, such as the read-only ones GET adds, are dropped.
 */
export const practiceSettingsSchema = z.object({
  ownerName: requiredText('Your name', settingsLimits.name),
  doctorName: requiredText('The name shown', settingsLimits.name),
  credentials: requiredText('Credentials', settingsLimits.credentials),
  licenceState: z
    .string({ error: 'Licence state is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'Licence state must be a two-letter state code such as PA' }),
  licenceNumber: requiredText('Licence number', settingsLimits.licenceNumber),
  practiceName: requiredText('Practice name', settingsLimits.name),
  tagline: requiredText('Tagline', settingsLimits.tagline),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, { error: 'Phone is required' })
    .max(30, { error: 'Phone must be at most 30 characters' })
    .refine((value) => parsePhone(value) !== null, {
      error: 'Enter a real phone number, such as (610) 555-0134, or +44 20 7946 0958 with the country code',
    }),
  email: requiredText('Email', settingsLimits.email).pipe(z.email({ error: 'Enter an email address such as office@yourpractice.com' })),
  street: requiredText('Street address', settingsLimits.street),
  city: requiredText('City', settingsLimits.city),
  state: z
    .string({ error: 'State is required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'State must be a two-letter code such as PA' }),
  postalCode: z
    .string({ error: 'ZIP code is required' })
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, { error: 'ZIP code must be 5 digits (or ZIP+4)' }),
  areasServed: z
    .array(requiredText('Each area', settingsLimits.area), { error: 'Areas served must be a list' })
    .max(settingsLimits.areas, { error: `List at most ${settingsLimits.areas} areas` }),
  openingHours: openingHoursSchema,
  schedulerUrl: webUrl('Booking link'),
  conciergeCheckoutUrl: webUrl('Concierge checkout link'),
  mapsQuery: requiredText('Map search address', settingsLimits.mapsQuery),
  mapLatitude: coordinate('Map latitude', 90),
  mapLongitude: coordinate('Map longitude', 180),
  facebookUrl: optionalWebUrl('Facebook link'),
  instagramUrl: optionalWebUrl('Instagram link'),
  linkedinUrl: optionalWebUrl('LinkedIn link'),
  telehealthStatement: optionalText('Telehealth statement', settingsLimits.telehealthStatement),
  timeZone: z
    .string({ error: 'Time zone is required' })
    .trim()
    .max(64, { error: 'Choose a time zone such as America/New_York' })
    .refine(isTimeZone, { error: 'Choose a time zone such as America/New_York' }),
  foundedYear: z
    .number({ error: 'Year founded must be a year' })
    .int({ error: 'Year founded must be a year' })
    .min(1900, { error: 'Year founded must be 1900 or later' })
    .max(2100, { error: 'Year founded must be a year' }),
})

export type PracticeSettings = z.infer<typeof practiceSettingsSchema>
export type PracticeSettingsInput = z.input<typeof practiceSettingsSchema>
export type OpeningHours = PracticeSettings['openingHours'][number]

/** What `GET /api/admin/settings` answers: the settings plus read-only fields the server derives. */
export const settingsResponseSchema = practiceSettingsSchema.extend({
  /** The phone in E.164, as tel: links use it (derived; ignored by PUT). */
  phoneE164: z.string(),
  /** When the settings were last saved, or null while they are the sample defaults. */
  updatedAt: z.string().nullable(),
})
export type SettingsResponse = z.infer<typeof settingsResponseSchema>
