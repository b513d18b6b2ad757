import { LifeBuoy } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'

interface CrisisNoticeProps {
  /** 'dark' on the footer's dark green, 'light' on a light page. */
  tone: 'dark' | 'light'
  className?: string
}

/**
 * Where to turn in a crisis, on every public page (footer) and on Contact: the 988 Suicide &
 * Crisis Lifeline by call or text, 911 in an emergency. Email and the site are not watched
 * around the clock, and say so.
 */
export function CrisisNotice({ tone, className }: CrisisNoticeProps) {
  const link = tone === 'dark' ? 'font-semibold text-white underline underline-offset-4' : 'font-semibold text-brand-800 underline underline-offset-4'
  return (
    // A note, not a landmark: it appears twice on Contact (page and footer).
    <div
      role="note"
      className={cn('flex gap-3 rounded-2xl p-4', tone === 'dark' ? 'bg-brand-800 text-brand-50' : 'border border-clay-100 bg-clay-50 text-ink', className)}
    >
      <LifeBuoy aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone === 'dark' ? 'text-brand-100' : 'text-clay-700')} />
      <p>
        <strong>In crisis or thinking about suicide?</strong>{' '}
        <a href="tel:988" className={link}>
          Call 988
        </a>{' '}
        or{' '}
        <a href="sms:988" className={link}>
          text 988
        </a>{' '}
        (Suicide &amp; Crisis Lifeline), any time. In an emergency, call{' '}
        <a href="tel:911" className={link}>
          911
        </a>
        . Email and this website are not monitored for emergencies.
      </p>
    </div>
  )
}
