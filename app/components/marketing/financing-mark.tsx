import type { FinancingPartner } from '#content/intensives.ts'

// Simple marks of our own drawing for the payment-plan partners: no partner logo is fetched
// from anywhere, and the names stay samples until the practice signs with real providers.
const marks: Record<FinancingPartner['mark'], React.ReactNode> = {
  leaf: (
    <>
      <circle cx="20" cy="20" r="18" className="fill-brand-100" />
      <path d="M12 27c0-9 6-15 16-15 0 10-6 16-15 16" className="fill-brand-600" />
      <path d="M13 27l9-9" className="stroke-white" strokeWidth="2" strokeLinecap="round" fill="none" />
    </>
  ),
  arc: (
    <>
      <circle cx="20" cy="20" r="18" className="fill-clay-100" />
      <path d="M10 26a10 10 0 0 1 20 0" className="stroke-clay-600" strokeWidth="4" strokeLinecap="round" fill="none" />
      <circle cx="20" cy="26" r="3" className="fill-clay-600" />
    </>
  ),
  steps: (
    <>
      <circle cx="20" cy="20" r="18" className="fill-brand-50" />
      <rect x="10" y="22" width="5" height="7" rx="1" className="fill-brand-500" />
      <rect x="17.5" y="17" width="5" height="12" rx="1" className="fill-brand-600" />
      <rect x="25" y="12" width="5" height="17" rx="1" className="fill-brand-800" />
    </>
  ),
}

/** A partner's mark and name. */
export function FinancingMark({ partner }: { partner: FinancingPartner }) {
  return (
    <div className="flex items-center gap-3">
      <svg viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false" className="shrink-0">
        {marks[partner.mark]}
      </svg>
      <span className="font-serif text-lg font-semibold text-brand-900">{partner.name}</span>
    </div>
  )
}
