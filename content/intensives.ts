/**
 * Therapy intensives: the four programmes, the payment-plan partners and the explainer shown in
 * the modal. Prices and programme length live in pricing.ts.
 */
import { programme } from './pricing.ts'

/** A treatment option of the Intensives page. */
export interface TreatmentOption {
  /** Anchor and key, e.g. 'ptsd'. */
  id: string
  name: string
  subtitle: string
  duration: string
  description: string
  /** The core components of the programme. */
  features: readonly string[]
  research: string
  /** The 'is this right for me' note. */
  eligibility: string
}

export interface FinancingPartner {
  /** Plainly a sample name until the practice signs with real providers. */
  name: string
  mark: 'leaf' | 'arc' | 'steps'
  summary: string
}

export const treatmentOptions: readonly TreatmentOption[] = [
  {
    id: 'ptsd',
    name: 'PTSD Intensives',
    subtitle: 'Cognitive processing therapy',
    duration: '12 hours: four 3-hour sessions, ideally over 2 weeks',
    description:
      'Cognitive processing therapy helps you look closely at the beliefs a traumatic event left behind (that it was your fault, that nowhere is safe, that you cannot trust anyone) and test them against what actually happened. Meeting for three hours at a time keeps the work moving, so insight turns into relief instead of fading between weekly appointments.',
    features: [
      'A clear explanation of how PTSD keeps itself going',
      'Writing and talking through the impact of the trauma',
      'Worksheets that catch and question "stuck points"',
      'Targeted work on safety, trust, power, esteem and intimacy',
      'A written plan to keep your progress after the intensive',
    ],
    research:
      'Cognitive processing therapy is among the most studied treatments for PTSD and is recommended by major clinical practice guidelines. Studies delivering it daily over one to two weeks report results comparable to the usual weekly schedule.',
    eligibility:
      'A good fit if you are troubled by one or more traumatic events and can set aside the sessions and some time between them. It is not the right format if you are currently dealing with a significant addiction or take four or more psychiatric medications; we will talk through other options on your consultation call.',
  },
  {
    id: 'trauma',
    name: 'Trauma Intensives',
    subtitle: 'Prolonged exposure therapy',
    duration: '9–12 hours over 1–4 weeks, in sessions of about 3 hours',
    description:
      'Prolonged exposure gently and gradually helps you stop avoiding the memories, places and situations that trauma has made frightening. With support, you revisit the memory until it loses its grip, and you reclaim parts of daily life that have shrunk. Longer sessions leave time to work through the hardest moments and to leave each session settled.',
    features: [
      'Learning how avoidance keeps fear alive',
      'Breathing and grounding skills for hard moments',
      'Revisiting the memory at a pace you agree to',
      'Real-world practice, planned together, between sessions',
      'Processing what changes, and what it means for you now',
    ],
    research:
      'Prolonged exposure has decades of research behind it and is recommended as a first-line treatment for PTSD in clinical practice guidelines. Trials of massed prolonged exposure, delivered over two weeks, show outcomes similar to the same treatment spread over two months.',
    eligibility:
      'A good fit if avoidance, nightmares or feeling constantly on guard are running your life and you want to face them with a guide. We recommend the 12-hour programme for trauma. An intensive is not suitable alongside significant addiction or four or more psychiatric medications.',
  },
  {
    id: 'ocd',
    name: 'OCD Intensives',
    subtitle: 'Exposure and response prevention',
    duration: '6–12 hours over 2–4 weeks',
    description:
      'Exposure and response prevention (ERP) teaches your brain that you can face an intrusive thought, image or urge without doing the ritual, and that the anxiety passes on its own. In an intensive we build your exposure plan together and then practise it in long, unhurried sessions, including in the places where OCD shows up.',
    features: [
      'A detailed map of your obsessions, compulsions and avoidance',
      'A step-by-step exposure ladder built with you, never imposed',
      'Guided exposures in session, with coaching in the moment',
      'Strategies for reassurance-seeking and mental rituals',
      'A relapse-prevention plan and practice for the weeks after',
    ],
    research:
      'ERP is the first-line psychological treatment for OCD. Intensive formats, with several long sessions close together, have been studied for years and produce strong improvements, often faster than weekly therapy.',
    eligibility:
      'A good fit if OCD takes hours of your day or keeps you from things you care about, and you are ready to practise between sessions. Intensives are not suitable if you are also facing a significant addiction or take four or more psychiatric medications.',
  },
  {
    id: 'craft',
    name: 'CRAFT Intensives',
    subtitle: 'For families of a loved one with addiction',
    duration: '6–9 hours over 1–4 weeks',
    description:
      "Community Reinforcement and Family Training (CRAFT) is for you: the parent, partner or sibling of someone who is drinking or using and won't accept help. Instead of waiting for rock bottom or confronting them, you learn ways of communicating and responding that make recovery more rewarding than using, while looking after your own wellbeing.",
    features: [
      'Understanding what keeps the drinking or use going',
      'Positive communication that lowers conflict',
      'Rewarding sober time and stepping back from rescuing',
      'Keeping yourself and others safe',
      'Planning how and when to invite your loved one into treatment',
    ],
    research:
      'In clinical studies, 64–74% of families who learned CRAFT helped a reluctant loved one begin treatment, and family members themselves reported less depression, anxiety and anger.',
    eligibility:
      'A good fit if someone you love is struggling with alcohol or drugs and you want to help without giving up on your own life. The intensive is for you, the family member; your loved one does not need to take part or even know.',
  },
]

export const financingPartners: readonly FinancingPartner[] = [
  { name: 'Sample Health Pay', mark: 'leaf', summary: 'Monthly instalments for health-care costs' },
  { name: 'Example Care Credit', mark: 'arc', summary: 'A health-care credit line with promotional terms' },
  { name: 'Demo Split Pay', mark: 'steps', summary: 'Split the cost into a few equal payments' },
]

/** The Intensives explainer shown in the modal on Services and Intensives, naming the psychologist as shown in Settings. */
export const intensivesExplainer = (doctorName: string) => ({
  title: 'What is a therapy intensive?',
  paragraphs: [
    `Instead of one 50-minute appointment a week for months, an intensive brings proven treatment together into a few long sessions. Programmes run ${programme.totalHours} over ${programme.spread}.`,
    `Sessions typically last ${programme.sessionLength}: ${programme.sessionCount} over ${programme.sessionSpread}, with ${programme.recommendedSpread} recommended. Breaks are built in, and you leave each session with a clear plan.`,
    `It starts with a 15-minute consultation call, so you can ask questions and ${doctorName} can check that an intensive suits what you are facing.`,
  ],
  highlights: [
    { label: 'Total time', value: programme.totalHours },
    { label: 'Session length', value: `Typically ${programme.sessionLength}` },
    { label: 'Spread over', value: `${programme.recommendedSpread} recommended` },
  ],
})
