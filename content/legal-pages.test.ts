import { describe, expect, it } from 'vitest'
import { legalPageKeys } from '#shared/schemas/legal-page.ts'
import { starterPage, startersNeedingReview } from './legal-pages.ts'
import { afterHoursRate, formatPrice, hourlyRate, priceTiers } from './pricing.ts'
import { defaultSettings, practiceView } from './practice.ts'

const practice = practiceView({ ...defaultSettings, practiceName: 'Lehigh Valley Trauma Care', phone: '(484) 821-7730', email: 'office@lvtc.org' }, '+14848217730')

describe('legal page starters', () => {
  it('name this practice and its current contact details, in the blog line format', () => {
    for (const key of legalPageKeys) {
      const { title, content } = starterPage(key, practice)
      expect(title.length).toBeGreaterThan(0)
      expect(content, key).toContain('[office@lvtc.org](mailto:office@lvtc.org)')
      expect(content, key).toContain('Lehigh Valley Trauma Care')
      expect(content, key).not.toContain('example.com')
      // One h1 per page is the title: the text starts its headings at '# ' (an h2).
      expect(content.split('\n').some((line) => line.startsWith('# ')), key).toBe(true)
    }
    expect(starterPage('privacy-policy', practice).content).toContain('[(484) 821-7730](tel:+14848217730)')
  })

  it('give the Good Faith Estimate the fees of content/pricing.ts and the CMS notice’s facts', () => {
    const { content } = starterPage('good-faith-estimate', practice)
    for (const price of [hourlyRate, afterHoursRate, ...priceTiers.map((tier) => tier.price)]) expect(content).toContain(formatPrice(price))
    for (const fact of ['CMS-10791', 'at least $400 more', '[www.cms.gov/nosurprises](https://www.cms.gov/nosurprises)', '1-800-985-3059', '45 CFR 149.610']) expect(content).toContain(fact)
  })

  it('cite the HIPAA rule in the notice, whose starter (with the terms) awaits the owner’s review', () => {
    const { content } = starterPage('notice-of-privacy-practices', practice)
    expect(content).toMatch(/^\*This notice describes how medical information about you may be used and disclosed/)
    expect(content).toContain('45 CFR 164.520')
    expect([...startersNeedingReview].sort()).toEqual(['notice-of-privacy-practices', 'terms-of-service'])
  })

  it('say in the privacy policy what the site keeps and what it never does', () => {
    const { content } = starterPage('privacy-policy', practice)
    for (const fact of ['No cookies', 'Your IP address is never stored', 'one-way hash', 'OpenStreetMap only when you press "Show map"', 're-encoded', 'The only cookie this website ever sets']) {
      expect(content).toContain(fact)
    }
  })
})
