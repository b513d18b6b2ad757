/**
 * Frequently asked questions (question, answer). The Intensives page shows eight,
 * the Contact page four; both are marked up as FAQPage structured data.
 */
import { conciergeCare } from './services.ts'
import { afterHoursRate, formatPrice, hourlyRate, priceTiers, programme } from './pricing.ts'

export interface Faq {
  question: string
  answer: string
}

const tierList = priceTiers.map((tier) => `${tier.hours} hours ${formatPrice(tier.price)}`).join('; ')

export const intensiveFaqs: readonly Faq[] = [
  {
    question: 'What happens during a therapy intensive?',
    answer: `You meet for long, focused sessions instead of weekly hour-long ones. Programmes total ${programme.totalHours} over ${programme.spread}; sessions typically last ${programme.sessionLength}, with ${programme.sessionCount} over ${programme.sessionSpread} (${programme.recommendedSpread} recommended). Each session follows a proven treatment, includes breaks, and ends with a plan for the time until the next one.`,
  },
  {
    question: 'Who is an intensive right for?',
    answer:
      'Adults who want focused help with PTSD, trauma or OCD, and family members of someone with an addiction who want to learn CRAFT. You need to be able to set aside the sessions and some time to practise between them. An intensive is not suitable if you are dealing with a significant addiction yourself or take four or more psychiatric medications; in that case weekly therapy or a higher level of care is safer, and we can help you find it.',
  },
  {
    question: 'How much does an intensive cost?',
    answer: `Intensives are ${formatPrice(hourlyRate)} per hour (${formatPrice(afterHoursRate)} per hour for sessions after hours): ${tierList}. The 12-hour programme is the one we recommend for trauma. Payment plans are available.`,
  },
  {
    question: 'Does insurance cover intensives?',
    answer:
      'No, insurance does not cover intensives, and the practice does not bill insurance companies directly. If your plan has out-of-network mental-health benefits, we will help you with out-of-network reimbursement: you receive a detailed statement (a superbill) to submit, and we can explain what to ask your insurer.',
  },
  {
    question: 'Can I do an intensive by telehealth?',
    answer:
      'Yes, if you live in a state that belongs to the interstate psychology compact (PSYPACT), which lets a psychologist licensed in Pennsylvania see clients by telehealth in member states. Telehealth is offered only in those states. Many people still choose to come to the Bethlehem office for the in-person sessions.',
  },
  {
    question: 'How do I get started?',
    answer:
      'Book a 15-minute consultation call. We will talk about what you are going through and whether an intensive fits. If it does, the next step is a first consultation of about 90 minutes to understand your history and goals and plan the programme, and then we schedule your sessions.',
  },
  {
    question: 'Are payment plans available?',
    answer:
      'Yes. You can spread the cost through one of three payment-plan partners, subject to their approval. We can talk about the options on your consultation call.',
  },
  {
    question: 'What happens after the intensive ends?',
    answer: `You leave with a written plan to keep your progress going. Some people return to a therapist they already see; others choose concierge care, which includes ${conciergeCare.calls} and ${conciergeCare.messaging}, or a short booster session later on.`,
  },
]

export const contactFaqs: readonly Faq[] = [
  {
    question: 'How do I know if intensive therapy is right for me?',
    answer:
      'Intensives suit people who want focused, evidence-based help with trauma, PTSD or OCD, and families facing a loved one\'s addiction, and who can set aside a few long sessions. They are not suitable alongside a significant addiction or four or more psychiatric medications. A 15-minute consultation call is the easiest way to find out.',
  },
  {
    question: 'What happens at the first consultation?',
    answer:
      'The first consultation takes about 90 minutes. We talk about what brings you here, your history and what you want to change, and together we shape a plan, including whether an intensive, weekly sessions or another option fits best.',
  },
  {
    question: 'Do you take insurance?',
    answer:
      'Insurance does not cover intensives. The practice is out of network, and we will help you with out-of-network reimbursement by giving you the statement your insurer needs and explaining how to submit it.',
  },
  {
    question: 'Can I get support between sessions?',
    answer: `Yes. Concierge care adds ${conciergeCare.calls} and ${conciergeCare.messaging}, so you are not left on your own between appointments. If you are in crisis, call or text 988 or call 911.`,
  },
]
