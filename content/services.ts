/**
 * The four service cards of the Services page (icon, title, description,
 * features, price, buttonText, buttonColor, iconBg, featured, click action, paymentOptions).
 */
import { formatPrice, hourlyRate, priceTiers } from './pricing.ts'
import type { PracticeConfig } from './practice.ts'

export type ServiceIcon = 'brain' | 'heart' | 'family' | 'message'

/** What the card's button does: both open an outside page (the owner's saved link) in a new tab. */
export interface ServiceAction {
  kind: 'scheduler' | 'concierge-checkout'
}

/** The saved link a card's button opens. */
export function serviceActionHref(action: ServiceAction, practice: Pick<PracticeConfig, 'schedulerUrl' | 'conciergeCheckoutUrl'>): string {
  return action.kind === 'scheduler' ? practice.schedulerUrl : practice.conciergeCheckoutUrl
}

/** An intensive's length and price; booked through the scheduler like every intensive. */
export interface PaymentOption {
  hours: number
  price: number
}

export interface ServiceCard {
  /** Anchor on the Services page; the footer links to these. */
  id: 'ocd' | 'trauma' | 'craft' | 'concierge'
  icon: ServiceIcon
  title: string
  description: string
  features: readonly string[]
  price: string
  buttonText: 'Book a Call' | 'Start Concierge Care'
  buttonColor: 'primary' | 'secondary'
  iconBg: 'brand' | 'clay'
  isFeatured: boolean
  action: ServiceAction
  paymentOptions: readonly PaymentOption[]
}

export const conciergeCare = {
  calls: 'two 15-minute consult calls a month',
  messaging: '24/7 messaging access',
} as const

const intensivePaymentOptions: readonly PaymentOption[] = priceTiers.map((tier) => ({
  hours: tier.hours,
  price: tier.price,
}))

const bookCall: ServiceAction = { kind: 'scheduler' }

export const serviceCards: readonly ServiceCard[] = [
  {
    id: 'ocd',
    icon: 'brain',
    title: 'Therapy for OCD',
    description:
      'Exposure and response prevention, the gold-standard treatment for OCD, offered weekly or as an intensive so you can break the cycle of obsessions and rituals sooner.',
    features: [
      'Exposure and response prevention (ERP)',
      'Help with intrusive thoughts, checking, cleaning and reassurance-seeking',
      'Support for "Pure O" and mental rituals',
      'A relapse-prevention plan you keep',
    ],
    price: `${formatPrice(hourlyRate)} per hour · intensives from ${formatPrice(priceTiers[0]!.price)}`,
    buttonText: 'Book a Call',
    buttonColor: 'secondary',
    iconBg: 'brand',
    isFeatured: false,
    action: bookCall,
    paymentOptions: intensivePaymentOptions,
  },
  {
    id: 'trauma',
    icon: 'heart',
    title: 'Therapy for Trauma',
    description:
      'Cognitive processing therapy and prolonged exposure for PTSD and the lasting effects of trauma, in focused sessions that help you feel safe in your life again.',
    features: [
      'Cognitive processing therapy (CPT)',
      'Prolonged exposure (PE)',
      'For single events, repeated trauma and first responders',
      'The 12-hour intensive is recommended for trauma',
    ],
    price: `${formatPrice(hourlyRate)} per hour · 12-hour intensive ${formatPrice(priceTiers[2]!.price)}`,
    buttonText: 'Book a Call',
    buttonColor: 'primary',
    iconBg: 'clay',
    isFeatured: true,
    action: bookCall,
    paymentOptions: intensivePaymentOptions,
  },
  {
    id: 'craft',
    icon: 'family',
    title: 'CRAFT therapy for families with Addiction',
    description:
      'Community Reinforcement and Family Training for parents, partners and siblings: practical ways to help a loved one towards treatment while protecting your own wellbeing.',
    features: [
      'In studies, 64–74% of families helped a loved one engage in treatment',
      'Communication that lowers conflict',
      'Your loved one does not need to attend',
      'Care for your own stress and sleep',
    ],
    price: `${formatPrice(hourlyRate)} per hour · intensives from ${formatPrice(priceTiers[0]!.price)}`,
    buttonText: 'Book a Call',
    buttonColor: 'secondary',
    iconBg: 'brand',
    isFeatured: false,
    action: bookCall,
    paymentOptions: intensivePaymentOptions.slice(0, 2),
  },
  {
    id: 'concierge',
    icon: 'message',
    title: 'Concierge Care',
    description:
      'Support that does not stop at the end of a session: short, scheduled check-ins and a secure line to your psychologist whenever something comes up.',
    features: [
      `Includes ${conciergeCare.calls}`,
      conciergeCare.messaging,
      'Ideal after an intensive, to keep progress steady',
      'Continuity with the psychologist who knows your story',
    ],
    price: 'Monthly membership, paid by card',
    buttonText: 'Start Concierge Care',
    buttonColor: 'primary',
    iconBg: 'clay',
    isFeatured: false,
    action: { kind: 'concierge-checkout' },
    paymentOptions: [],
  },
]

/** The four reasons of the 'Why Choose Our Intensive Approach' section. */
export const intensiveReasons: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Progress in weeks, not months',
    text: 'Concentrated sessions keep momentum, so the work of a season of weekly therapy can happen in two to four weeks.',
  },
  {
    title: 'No waiting list',
    text: 'Intensives are scheduled in blocks, so you can usually begin soon after your consultation instead of waiting for a weekly opening.',
  },
  {
    title: 'Proven treatments only',
    text: 'Cognitive processing therapy, prolonged exposure, ERP and CRAFT: methods with decades of research behind them.',
  },
  {
    title: 'Time to go deep, safely',
    text: 'Three-hour sessions leave room to work through the hard part and still leave settled, with breaks and a plan for the days between.',
  },
]
