/**
 * Words from referring colleagues: id, content, author, credentials, rating.
 * Shown as plain content only: no review markup, since the profession's ethics code restricts
 * client testimonials and search engines ignore self-served reviews. The names are samples.
 */
export interface Testimonial {
  id: string
  content: string
  author: string
  credentials: string
  rating: 5
}

export const testimonials: readonly Testimonial[] = [
  {
    id: 'colleague-psychiatry',
    content:
      'When a patient of mine needs trauma treatment that actually moves, this is where I refer. The intensive format suits people who have spent years in therapy that circled the problem without touching it.',
    author: 'Dr. Sample Rivera',
    credentials: 'Psychiatrist, Allentown (sample colleague)',
    rating: 5,
  },
  {
    id: 'colleague-counselor',
    content:
      'Families I work with come back from CRAFT calmer and more hopeful, with a plan instead of a fight. Several of their loved ones have since started treatment.',
    author: 'Jordan Example, LPC',
    credentials: 'Addiction counselor, Easton (sample colleague)',
    rating: 5,
  },
  {
    id: 'colleague-physician',
    content:
      'Careful, warm and rigorously evidence-based. My patients with OCD get ERP done properly, and I receive clear, timely updates.',
    author: 'Dr. Casey Placeholder',
    credentials: 'Family physician, Bethlehem (sample colleague)',
    rating: 5,
  },
]
