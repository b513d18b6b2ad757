import { describe, expect, it } from 'vitest'
import { isWebUrl, practiceSettingsSchema, type PracticeSettings } from './settings.ts'

const valid: PracticeSettings = {
  ownerName: 'Morgan Avery',
  doctorName: 'Dr. Morgan Avery',
  credentials: 'PsyD',
  licenceState: 'PA',
  licenceNumber: 'PS018842',
  practiceName: 'Avery Psychology',
  tagline: 'Therapy.',
  phone: '(610) 868-4412',
  email: 'office@averypsychology.com',
  street: '44 East Broad Street',
  city: 'Bethlehem',
  state: 'PA',
  postalCode: '18018',
  areasServed: ['Bethlehem'],
  openingHours: [],
  schedulerUrl: 'https://book.averypsychology.com',
  conciergeCheckoutUrl: 'https://pay.averypsychology.com',
  mapsQuery: '44 East Broad Street, Bethlehem, PA',
  mapLatitude: 40.62,
  mapLongitude: -75.38,
  facebookUrl: '',
  instagramUrl: '',
  linkedinUrl: '',
  telehealthStatement: '',
  timeZone: 'America/New_York',
  foundedYear: 2016,
}

const fieldsOf = (input: unknown) => {
  const result = practiceSettingsSchema.safeParse(input)
  return result.success ? [] : [...new Set(result.error.issues.map((issue) => issue.path.join('.')))].sort()
}

describe('isWebUrl', () => {
  it('accepts absolute http and https addresses only', () => {
    for (const url of ['https://book.example.com/x?y=1', 'http://pay.example.com', 'HTTPS://Example.com']) expect(isWebUrl(url), url).toBe(true)
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'ftp://example.com', '//example.com', '/relative', 'https://', 'https://user:secret@example.com', 'mailto:a@b.com']) {
      expect(isWebUrl(url), url).toBe(false)
    }
  })
})

describe('practiceSettingsSchema', () => {
  it('accepts a whole, valid object and drops unknown and read-only keys', () => {
    const parsed = practiceSettingsSchema.parse({ ...valid, phoneE164: '+1', updatedAt: 'x', isAdmin: true })
    expect(parsed).toEqual(valid)
  })

  it('refuses bad phones, emails, links, codes and numbers, naming each field', () => {
    expect(
      fieldsOf({
        ...valid,
        phone: '(610) 555-01',
        email: 'office@',
        schedulerUrl: 'javascript:alert(1)',
        instagramUrl: 'instagram.com/avery',
        licenceState: 'Penn',
        postalCode: '1801',
        mapLatitude: 91,
        timeZone: 'Mars/Olympus',
        foundedYear: 1850,
      }),
    ).toEqual(['email', 'foundedYear', 'instagramUrl', 'licenceState', 'mapLatitude', 'phone', 'postalCode', 'schedulerUrl', 'timeZone'])
  })

  it('keeps opening hours Monday first, one entry per day, closing after opening', () => {
    const parsed = practiceSettingsSchema.parse({
      ...valid,
      openingHours: [
        { day: 'Friday', opens: '09:00', closes: '14:00' },
        { day: 'Monday', opens: '09:00', closes: '18:00' },
      ],
    })
    expect(parsed.openingHours.map((entry) => entry.day)).toEqual(['Monday', 'Friday'])
    expect(fieldsOf({ ...valid, openingHours: [{ day: 'Monday', opens: '09:00', closes: '18:00' }, { day: 'Monday', opens: '10:00', closes: '11:00' }] })).toEqual(['openingHours'])
    expect(fieldsOf({ ...valid, openingHours: [{ day: 'Monday', opens: '18:00', closes: '09:00' }] })).toEqual(['openingHours.0.closes'])
    expect(fieldsOf({ ...valid, openingHours: [{ day: 'Someday', opens: '25:00', closes: '09:00' }] })).toEqual(['openingHours.0.day', 'openingHours.0.opens'])
  })

  it('bounds every list and text', () => {
    expect(fieldsOf({ ...valid, areasServed: Array.from({ length: 13 }, (_, index) => `Town ${index}`) })).toEqual(['areasServed'])
    expect(fieldsOf({ ...valid, tagline: 'x'.repeat(201), telehealthStatement: 'x'.repeat(601), schedulerUrl: `https://example.com/${'x'.repeat(2_000)}` })).toEqual([
      'schedulerUrl',
      'tagline',
      'telehealthStatement',
    ])
  })
})
