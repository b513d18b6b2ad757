import { CalendarCheck, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'
import { FaqAccordion } from '#app/components/marketing/faq-accordion.tsx'
import { JsonLd, useSiteUrl } from '#app/components/marketing/json-ld.tsx'
import { SectionHeader } from '#app/components/marketing/section-header.tsx'
import { breadcrumbJsonLd, faqPageJsonLd, practiceJsonLd } from '#app/components/marketing/structured-data.ts'
import { CrisisNotice } from '#app/components/site/crisis-notice.tsx'
import { ExternalLink } from '#app/components/site/external-link.tsx'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { contactEmbed, type ContactEmbed } from '#content/contact.ts'
import { contactFaqs } from '#content/faqs.ts'
import { usePractice } from '#app/lib/practice.ts'
import { phoneHref } from '#content/practice.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/contact'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Contact a Lehigh Valley Therapist | Bethlehem, PA',
    description:
      'Call, email or book a 15-minute consultation with a licensed psychologist in Bethlehem, PA, serving Allentown, Easton and the Lehigh Valley.',
    url: absoluteUrl(matches, paths.contact),
  })
}

export default function Contact() {
  const practice = usePractice()
  const siteUrl = useSiteUrl()
  return (
    <>
      <JsonLd data={practiceJsonLd(siteUrl, practice)} />
      <JsonLd data={breadcrumbJsonLd(siteUrl, { name: 'Contact', path: paths.contact })} />
      <JsonLd data={faqPageJsonLd(contactFaqs)} />
      <section aria-labelledby="contact-heading" className="bg-gradient-to-b from-clay-50 to-white py-14 sm:py-20">
        <div className="container-page">
          <SectionHeader id="contact-heading" level={1} eyebrow="Contact" title="Get In Touch" align="center">
            <p>
              Ready to start your healing journey? Call, email or book a 15-minute consultation, and together we will find
              the right next step.
            </p>
          </SectionHeader>
          <ul className="mx-auto mt-12 grid max-w-5xl gap-5 md:grid-cols-3">
            <InfoBlock icon={<Phone className="size-6" />} title="Phone">
              <a href={phoneHref(practice)} className="text-lg font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                {practice.phoneDisplay}
              </a>
              <p className="mt-1 text-sm text-muted">Tap to call the office</p>
            </InfoBlock>
            <InfoBlock icon={<Mail className="size-6" />} title="Email">
              <p className="text-lg font-semibold break-all text-brand-800">{practice.email}</p>
              <p className="mt-1 text-sm text-muted">Please keep private details for a phone call</p>
            </InfoBlock>
            <InfoBlock icon={<MapPin className="size-6" />} title="Location">
              <p className="text-lg font-semibold text-brand-800">
                {practice.address.city}, {practice.address.region}
              </p>
              <p className="mt-1 text-sm text-muted">Serving Lehigh Valley</p>
            </InfoBlock>
          </ul>
          <CrisisNotice tone="light" className="mx-auto mt-8 max-w-5xl" />
        </div>
      </section>
      <section aria-labelledby="contact-faq-heading" className="py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-start">
          <div>
            <SectionHeader id="contact-faq-heading" eyebrow="Before you call" title="Common Questions" />
            <div className="mt-8">
              <FaqAccordion faqs={contactFaqs} />
            </div>
          </div>
          <EmbeddedSection embed={contactEmbed} />
        </div>
      </section>
    </>
  )
}

function InfoBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-3xl border border-brand-100 bg-white p-6 text-center shadow-sm">
      <span aria-hidden="true" className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        {icon}
      </span>
      <h2 className="mt-4 font-sans text-sm font-semibold tracking-wider text-muted uppercase">{title}</h2>
      <div className="mt-2">{children}</div>
    </li>
  )
}

/** The configurable slot beside the FAQs (content/contact.ts). */
function EmbeddedSection({ embed }: { embed: ContactEmbed }) {
  const practice = usePractice()
  return (
    <aside aria-labelledby="contact-embed-heading" className="rounded-3xl bg-brand-800 p-8 text-white shadow-xl shadow-brand-900/20 lg:sticky lg:top-24">
      <h2 id="contact-embed-heading" className="text-2xl font-semibold sm:text-3xl">
        {embed.heading}
      </h2>
      <p className="mt-3 text-brand-100">{embed.text}</p>
      {embed.kind === 'consultation' ? (
        <ExternalLink href={practice.schedulerUrl} className="btn btn-primary mt-6">
          <CalendarCheck aria-hidden="true" className="size-5" />
          {embed.buttonText}
        </ExternalLink>
      ) : (
        // The frame waits in a template until asked for (the site script puts it in place).
        <>
          <template id="contact-embed">
            <iframe src={embed.src} title={embed.title} className="mt-6 h-[32rem] w-full rounded-2xl border-0 bg-white" referrerPolicy="no-referrer" />
          </template>
          <div data-frame-placeholder="">
            <button type="button" className="btn btn-primary mt-6" data-load-frame="contact-embed">
              {embed.loadButtonText}
            </button>
          </div>
        </>
      )}
    </aside>
  )
}
