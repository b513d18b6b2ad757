import { ChevronDown } from 'lucide-react'
import type { Faq } from '#content/faqs.ts'

/**
 * Questions that open in place. Native <details>/<summary>: keyboard (Tab, Enter, Space) and
 * screen readers work without any script, and the answers stay in the HTML for search engines.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-brand-100 overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm">
      {faqs.map((faq) => (
        <details key={faq.question} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-brand-900 hover:bg-brand-50 focus-visible:-outline-offset-4 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-600 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-muted sm:px-6">{faq.answer}</p>
        </details>
      ))}
    </div>
  )
}
