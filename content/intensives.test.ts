import { describe, expect, it } from 'vitest'
import { contactFaqs, intensiveFaqs } from './faqs.ts'
import { intensivesExplainer, treatmentOptions } from './intensives.ts'
import { afterHoursRate, formatPrice, hourlyRate, priceTiers } from './pricing.ts'
import { practice } from './practice.ts'
import { conciergeCare, serviceActionHref, serviceCards } from './services.ts'

// These figures are business facts (docs/product.md); the copy must never drift from them.
describe('intensive business constants', () => {
  it('charges $250 an hour, $300 after hours, with tiers of 6, 9 and 12 hours', () => {
    expect(hourlyRate).toBe(250)
    expect(afterHoursRate).toBe(300)
    expect(priceTiers.map((tier) => [tier.hours, formatPrice(tier.price)])).toEqual([
      [6, '$1,500'],
      [9, '$2,250'],
      [12, '$3,000'],
    ])
    for (const tier of priceTiers) expect(tier.price).toBe(tier.hours * hourlyRate)
  })

  it('groups prices by thousands like en-US does', () => {
    for (const dollars of [0, 250, 999, 1_000, 12_500, 250_000, 1_234_567]) {
      expect(formatPrice(dollars)).toBe(`$${dollars.toLocaleString('en-US')}`)
    }
  })

  it('recommends only the 12-hour tier, for trauma', () => {
    expect(priceTiers.filter((tier) => tier.isRecommended)).toEqual([expect.objectContaining({ hours: 12, note: 'Recommended for trauma' })])
  })

  it('explains the programme length and session pattern exactly', () => {
    const text = intensivesExplainer(practice.doctorName).paragraphs.join(' ')
    expect(text).toContain('6–12 hours over 2–4 weeks')
    expect(text).toContain('typically last 3 hours: 2–4 sessions over 1–4 weeks, with 2 weeks recommended')
    expect(text).toContain('15-minute consultation')
  })

  it('offers the four treatment options of the spec, each complete', () => {
    expect(treatmentOptions.map((option) => [option.name, option.subtitle])).toEqual([
      ['PTSD Intensives', 'Cognitive processing therapy'],
      ['Trauma Intensives', 'Prolonged exposure therapy'],
      ['OCD Intensives', 'Exposure and response prevention'],
      ['CRAFT Intensives', 'For families of a loved one with addiction'],
    ])
    for (const option of treatmentOptions) {
      expect(option.features.length).toBeGreaterThanOrEqual(4)
      for (const field of [option.description, option.duration, option.research, option.eligibility]) expect(field.length).toBeGreaterThan(20)
    }
    expect(treatmentOptions.find((option) => option.id === 'craft')!.research).toContain('64–74%')
  })
})

describe('FAQs', () => {
  const intensiveText = intensiveFaqs.map((faq) => faq.answer).join(' ')

  it('has eight intensive FAQs that state prices, insurance, telehealth and who it is not for', () => {
    expect(intensiveFaqs).toHaveLength(8)
    expect(intensiveText).toContain('$250 per hour ($300 per hour for sessions after hours): 6 hours $1,500; 9 hours $2,250; 12 hours $3,000')
    expect(intensiveText).toContain('insurance does not cover intensives')
    expect(intensiveText).toContain('out-of-network reimbursement')
    expect(intensiveText).toContain('interstate psychology compact (PSYPACT)')
    expect(intensiveText).toContain('significant addiction')
    expect(intensiveText).toContain('four or more psychiatric medications')
  })

  it('has the four contact FAQs of the spec, including the 90-minute first consultation', () => {
    expect(contactFaqs).toHaveLength(4)
    expect(contactFaqs[1]!.answer).toContain('about 90 minutes')
    expect(contactFaqs[2]!.answer).toContain('Insurance does not cover intensives')
    expect(contactFaqs[3]!.answer).toContain('two 15-minute consult calls a month and 24/7 messaging access')
  })

  it('never repeats a question', () => {
    const questions = [...intensiveFaqs, ...contactFaqs].map((faq) => faq.question)
    expect(new Set(questions).size).toBe(questions.length)
  })
})

describe('service cards', () => {
  it('shows the four services in order, with the spec buttons and outside links', () => {
    expect(serviceCards.map((card) => [card.title, card.buttonText, serviceActionHref(card.action, practice)])).toEqual([
      ['Therapy for OCD', 'Book a Call', practice.schedulerUrl],
      ['Therapy for Trauma', 'Book a Call', practice.schedulerUrl],
      ['CRAFT therapy for families with Addiction', 'Book a Call', practice.schedulerUrl],
      ['Concierge Care', 'Start Concierge Care', practice.conciergeCheckoutUrl],
    ])
  })

  it('describes concierge care as two 15-minute calls a month and 24/7 messaging', () => {
    expect(conciergeCare).toEqual({ calls: 'two 15-minute consult calls a month', messaging: '24/7 messaging access' })
    expect(serviceCards[3]!.features.join(' ')).toContain('two 15-minute consult calls a month')
  })

  it('prices every payment option at the hourly rate', () => {
    for (const option of serviceCards.flatMap((card) => card.paymentOptions)) expect(option.price).toBe(option.hours * hourlyRate)
  })
})
