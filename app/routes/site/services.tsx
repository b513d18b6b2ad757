import { Check } from 'lucide-react'
import { CtaBanner } from '#app/components/marketing/cta-banner.tsx'
import { IntensivesDialog } from '#app/components/marketing/intensives-dialog.tsx'
import { JsonLd, useSiteUrl } from '#app/components/marketing/json-ld.tsx'
import { SectionHeader } from '#app/components/marketing/section-header.tsx'
import { ServiceIcon } from '#app/components/marketing/service-icon.tsx'
import { breadcrumbJsonLd, serviceCardsJsonLd } from '#app/components/marketing/structured-data.ts'
import { ExternalLink } from '#app/components/site/external-link.tsx'
import { cn } from '#app/lib/cn.ts'
import { GoodFaithEstimateLink } from '#app/components/site/good-faith-estimate-link.tsx'
import { usePractice } from '#app/lib/practice.ts'
import { formatPrice } from '#content/pricing.ts'
import { intensiveReasons, serviceActionHref, serviceCards, type ServiceCard } from '#content/services.ts'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/services'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Therapy Services in Bethlehem, PA | OCD, Trauma & CRAFT',
    description:
      'Therapy for OCD, trauma and PTSD, CRAFT support for families facing addiction, and concierge care with a licensed psychologist in Bethlehem, PA.',
    url: absoluteUrl(matches, paths.services),
  })
}

export default function Services() {
  const siteUrl = useSiteUrl()
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl, { name: 'Services', path: paths.services })} />
      <JsonLd data={serviceCardsJsonLd(siteUrl, paths.services, serviceCards, usePractice())} />
      <section aria-labelledby="services-heading" className="bg-gradient-to-b from-clay-50 to-white py-14 sm:py-20">
        <div className="container-page">
          <SectionHeader id="services-heading" level={1} eyebrow="Therapy in Bethlehem, PA" title="Our Services">
            <p>
              Focused, evidence-based care for OCD, trauma and families facing addiction, weekly or as an intensive, with
              support between sessions when you need it.
            </p>
          </SectionHeader>
          <div className="mt-12 grid gap-6 md:grid-cols-2">
            {serviceCards.map((card) => (
              <ServiceCardView key={card.id} card={card} />
            ))}
          </div>
        </div>
      </section>
      <WhyIntensives />
      <CtaBanner />
    </>
  )
}

function ServiceCardView({ card }: { card: ServiceCard }) {
  const practice = usePractice()
  const headingId = `${card.id}-heading`
  return (
    <article
      id={card.id}
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm sm:p-8',
        card.isFeatured ? 'border-clay-500 ring-2 ring-clay-500/30' : 'border-brand-100',
      )}
    >
      {card.isFeatured ? (
        <p className="absolute -top-3 right-6 rounded-full bg-clay-600 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
          Our focus
        </p>
      ) : null}
      <span
        className={cn(
          'inline-flex size-14 items-center justify-center rounded-2xl',
          card.iconBg === 'clay' ? 'bg-clay-100 text-clay-700' : 'bg-brand-100 text-brand-700',
        )}
      >
        <ServiceIcon name={card.icon} className="size-7" />
      </span>
      <h2 id={headingId} className="mt-5 text-2xl font-semibold text-brand-900">
        {card.title}
      </h2>
      <p className="mt-3 text-muted">{card.description}</p>
      <ul className="mt-5 space-y-2">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-6">
        <p className="font-semibold text-brand-800">{card.price}</p>
        {card.paymentOptions.length > 0 ? (
          <p className="mt-1 text-sm text-muted">
            Intensive options:{' '}
            {card.paymentOptions.map((option) => `${option.hours} hours ${formatPrice(option.price)}`).join(' · ')}
          </p>
        ) : null}
        <p className="mt-2 text-sm">
          <GoodFaithEstimateLink />
        </p>
        <ExternalLink
          href={serviceActionHref(card.action, practice)}
          className={cn('btn mt-5 w-full sm:w-auto', card.buttonColor === 'primary' ? 'btn-primary' : 'btn-secondary')}
        >
          {card.buttonText}
        </ExternalLink>
      </div>
    </article>
  )
}

function WhyIntensives() {
  return (
    <section aria-labelledby="why-intensive-heading" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeader id="why-intensive-heading" eyebrow="Intensives" title="Why Choose Our Intensive Approach" align="center">
          <p>
            The same proven treatments as weekly therapy, brought together into 6–12 hours over 2–4 weeks so that progress
            builds instead of stalling between appointments.
          </p>
        </SectionHeader>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {intensiveReasons.map((reason, index) => (
            <li key={reason.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <span aria-hidden="true" className="font-serif text-3xl font-semibold text-clay-600">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="mt-2 text-xl font-semibold text-brand-900">{reason.title}</h3>
              <p className="mt-2 text-muted">{reason.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <IntensivesDialog triggerLabel="How Intensives Work" />
        </div>
      </div>
    </section>
  )
}
