/**
 * Intensive programme length and prices. Every figure is a business fact (docs/product.md,
 * *Business facts*); content/intensives.test.ts pins them, so a change is deliberate.
 */
/** A price tier: hours, price, description, recommended flag, optional note. */
export interface PriceTier {
  hours: number
  /** US dollars. */
  price: number
  description: string
  isRecommended: boolean
  note?: string
}

export const hourlyRate = 250
export const afterHoursRate = 300

export const programme = {
  totalHours: '6–12 hours',
  spread: '2–4 weeks',
  sessionLength: '3 hours',
  sessionCount: '2–4 sessions',
  sessionSpread: '1–4 weeks',
  recommendedSpread: '2 weeks',
} as const

export const priceTiers: readonly PriceTier[] = [
  {
    hours: 6,
    price: 1_500,
    description: 'Two 3-hour sessions. A focused start for one clearly defined concern, or for families beginning CRAFT.',
    isRecommended: false,
  },
  {
    hours: 9,
    price: 2_250,
    description: 'Three 3-hour sessions. Room to practise new skills between meetings, often chosen for OCD.',
    isRecommended: false,
  },
  {
    hours: 12,
    price: 3_000,
    description: 'Four 3-hour sessions over about two weeks: the full course of trauma-focused treatment.',
    isRecommended: true,
    note: 'Recommended for trauma',
  },
]

/**
 * Prices for display, e.g. '$1,500'. Grouped by hand rather than with toLocaleString: content
 * modules run as public pages load, and a browser's first Intl call costs a slow phone tens of
 * milliseconds. Prices are whole dollars.
 */
export function formatPrice(dollars: number): string {
  return `$${String(Math.round(dollars)).replace(/\B(?=(\d{3})+$)/g, ',')}`
}
