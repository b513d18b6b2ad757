import { Calendar } from 'lucide-react'
import { usePractice } from '#app/lib/practice.ts'
import { ExternalLink } from './external-link.tsx'

/** The Book Now button fixed at the bottom right of every public page. */
export function FloatingBookNow() {
  const practice = usePractice()
  return (
    <aside aria-label="Book a consultation">
    <ExternalLink
      href={practice.schedulerUrl}
      data-testid="floating-book-now"
      className="btn btn-primary fixed right-4 bottom-4 z-30 shadow-lg shadow-clay-700/30 sm:right-6 sm:bottom-6"
    >
      <Calendar aria-hidden="true" className="size-5" />
      Book Now
    </ExternalLink>
    </aside>
  )
}
