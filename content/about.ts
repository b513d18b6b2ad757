/** The Home page's introduction to the psychologist, from the owner's saved settings. */
import type { PracticeConfig } from './practice.ts'

export function aboutDoctor(practice: Pick<PracticeConfig, 'doctorName' | 'credentials' | 'licence' | 'telehealthStatement'>) {
  return {
  /** Shown as plain text beside five stars; never marked up as a rating. */
  rating: '5.0',
  ratingSource: 'from referring colleagues',
  heading: `Meet ${practice.doctorName}`,
  paragraphs: [
    `${practice.doctorName} is a licensed psychologist who has spent a career helping people recover from trauma, loosen the grip of OCD and support a loved one through addiction. The practice in Bethlehem was built around one idea: when treatment works, it should not take years to reach.`,
    'Sessions are calm, collaborative and practical. You will always know what we are doing and why, and you set the pace.',
  ],
  credentials: [
    practice.credentials,
    practice.licence,
    'Trained in cognitive processing therapy, prolonged exposure, ERP and CRAFT',
    ...(practice.telehealthStatement ? [practice.telehealthStatement] : []),
  ],
  specialties: ['Trauma & PTSD', 'OCD', 'CRAFT family support', 'Therapy intensives'],
  } as const
}
