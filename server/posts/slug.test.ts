import { describe, expect, it } from 'vitest'
import { firstFreeSlug, slugify } from './slug.ts'

describe('slugify', () => {
  it.each([
    ['Healing from Trauma: What Intensives Offer', 'healing-from-trauma-what-intensives-offer'],
    ['  OCD   & Exposure  ', 'ocd-and-exposure'],
    ['Café Señor naïve Zürich', 'cafe-senor-naive-zurich'],
    ['Straße Ærø Łódź', 'strasse-aero-lodz'],
    ["Don't Wait — Start Today!", 'dont-wait-start-today'],
    ['CRAFT: 64–74% engagement', 'craft-64-74-engagement'],
    ['../../etc/passwd', 'etc-passwd'],
    ['日本語', 'post'],
    ['!!!', 'post'],
  ])('turns %j into %j', (title, slug) => {
    expect(slugify(title)).toBe(slug)
  })

  it('keeps slugs to 80 characters, cut between words', () => {
    const slug = slugify('word '.repeat(40))
    expect(slug.length).toBeLessThanOrEqual(80)
    expect(slug).toMatch(/^word(-word)*$/)
  })
})

describe('firstFreeSlug', () => {
  it('uses the base when it is free, then -2, -3 …', () => {
    expect(firstFreeSlug('ocd', [])).toBe('ocd')
    expect(firstFreeSlug('ocd', ['ocd'])).toBe('ocd-2')
    expect(firstFreeSlug('ocd', ['ocd', 'ocd-2', 'ocd-3'])).toBe('ocd-4')
    expect(firstFreeSlug('ocd', ['ocd', 'ocd-3'])).toBe('ocd-2')
  })
})
