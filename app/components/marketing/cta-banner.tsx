import { CalendarCheck, Phone } from 'lucide-react'
import { ExternalLink } from '#app/components/site/external-link.tsx'
import { usePractice } from '#app/lib/practice.ts'
import { phoneHref } from '#content/practice.ts'

/** The 'Ready to fast-track your healing' banner (Home and Services). */
export function CtaBanner() {
  const practice = usePractice()
  return (
    <section aria-labelledby="cta-banner-heading" className="bg-brand-800 text-white">
      <div className="container-page flex flex-col gap-8 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-banner-heading" className="text-3xl font-semibold sm:text-4xl">
            Ready to fast-track your healing?
          </h2>
          <p className="mt-3 text-lg text-brand-100">
            A 15-minute consultation call is the first step. Ask your questions, hear how an intensive would work for you,
            and decide in your own time.
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-3 whitespace-nowrap sm:flex-row">
          <ExternalLink href={practice.schedulerUrl} className="btn btn-primary">
            <CalendarCheck aria-hidden="true" className="size-5" />
            Schedule A Consultation
          </ExternalLink>
          <a href={phoneHref(practice)} className="btn border-2 border-white text-white hover:bg-white hover:text-brand-800">
            <Phone aria-hidden="true" className="size-5" />
            Call Now
            <span className="sr-only">: {practice.phoneDisplay}</span>
          </a>
        </div>
      </div>
    </section>
  )
}
