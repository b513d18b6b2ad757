import { CalendarCheck, CalendarRange, Check, Clock, FlaskConical, Hourglass, Info, ShieldCheck, Sparkles, Target } from 'lucide-react'
import { FaqAccordion } from '#app/components/marketing/faq-accordion.tsx'
import { FinancingMark } from '#app/components/marketing/financing-mark.tsx'
import { IntensivesDialog } from '#app/components/marketing/intensives-dialog.tsx'
import { JsonLd, useSiteUrl } from '#app/components/marketing/json-ld.tsx'
import { SectionHeader } from '#app/components/marketing/section-header.tsx'
import { breadcrumbJsonLd, faqPageJsonLd, intensivesServiceJsonLd } from '#app/components/marketing/structured-data.ts'
import { ExternalLink } from '#app/components/site/external-link.tsx'
import { cn } from '#app/lib/cn.ts'
import { GoodFaithEstimateLink } from '#app/components/site/good-faith-estimate-link.tsx'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { intensiveFaqs } from '#content/faqs.ts'
import { financingPartners, treatmentOptions, type TreatmentOption } from '#content/intensives.ts'
import { afterHoursRate, formatPrice, hourlyRate, priceTiers, programme, type PriceTier } from '#content/pricing.ts'
import { usePractice } from '#app/lib/practice.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/intensives'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Therapy Intensives near Allentown, PA | PTSD, OCD & CRAFT',
    description:
      'Multi-hour therapy intensives for PTSD, trauma, OCD and families: 6–12 hours over 2–4 weeks, from $1,500, near Allentown, PA.',
    url: absoluteUrl(matches, paths.intensives),
  })
}

export default function Intensives() {
  const siteUrl = useSiteUrl()
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(siteUrl, { name: 'Intensives', path: paths.intensives })} />
      <JsonLd data={intensivesServiceJsonLd(siteUrl, paths.intensives, usePractice())} />
      <JsonLd data={faqPageJsonLd(intensiveFaqs)} />
      <Hero />
      <WhyIntensivesWork />
      <Programmes />
      <Pricing />
      <section id="faq" aria-labelledby="faq-heading" className="bg-brand-50 py-16 sm:py-20">
        <div className="container-page max-w-4xl">
          <SectionHeader id="faq-heading" eyebrow="Questions" title="Frequently Asked Questions" align="center" />
          <div className="mt-10">
            <FaqAccordion faqs={intensiveFaqs} />
          </div>
        </div>
      </section>
      <ClosingCallToAction />
    </>
  )
}

const facts = [
  { icon: Hourglass, label: 'Total time', value: programme.totalHours },
  { icon: Clock, label: 'Each session', value: `Typically ${programme.sessionLength}` },
  { icon: CalendarRange, label: 'Completed in', value: programme.spread },
]

function Hero() {
  const practice = usePractice()
  return (
    <section aria-labelledby="intensives-heading" className="bg-gradient-to-b from-clay-50 to-white py-14 sm:py-20">
      <div className="container-page">
        <SectionHeader id="intensives-heading" level={1} eyebrow="Near Allentown, Bethlehem and Easton" title="Therapy Intensives">
          <p>
            Months of weekly therapy, focused into a few long sessions. Intensives with {practice.doctorName} use proven
            treatments for PTSD, trauma, OCD and families facing addiction, so you can feel the difference in weeks.
          </p>
        </SectionHeader>
        <dl className="mt-10 grid max-w-3xl gap-4 sm:grid-cols-3">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
              <dt className="flex items-center gap-2 text-sm text-muted">
                <Icon aria-hidden="true" className="size-4 text-brand-600" />
                {label}
              </dt>
              <dd className="mt-1 text-xl font-semibold text-brand-900">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ExternalLink href={practice.schedulerUrl} className="btn btn-primary">
            <CalendarCheck aria-hidden="true" className="size-5" />
            Schedule Consultation
          </ExternalLink>
          <a href="#pricing" className="btn btn-outline">
            See Pricing
          </a>
        </div>
      </div>
    </section>
  )
}

const reasons = [
  {
    icon: Target,
    title: 'Momentum instead of restarting',
    text: 'In weekly therapy, much of each hour goes to catching up. Three-hour sessions let you pick up exactly where you left off and go further.',
  },
  {
    icon: ShieldCheck,
    title: 'Less time stuck in avoidance',
    text: 'Facing a memory or a fear is easier when the next session is days away, not a week. Fewer gaps mean fewer chances for avoidance to creep back.',
  },
  {
    icon: Sparkles,
    title: 'A plan that fits your life',
    text: `${programme.sessionCount} over ${programme.sessionSpread}, with ${programme.recommendedSpread} recommended: easier to plan around work and family than months of weekly appointments.`,
  },
]

function WhyIntensivesWork() {
  return (
    <section aria-labelledby="why-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeader id="why-heading" eyebrow="The approach" title="Why Intensives Work">
          <p>
            Research on massed treatment for PTSD and OCD points the same way: the same therapy, delivered closer together,
            works as well as the weekly version and often faster.
          </p>
        </SectionHeader>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-semibold text-brand-900">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Programmes() {
  return (
    <section id="programs" aria-labelledby="programs-heading" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeader id="programs-heading" eyebrow="Treatment options" title="Four Intensive Programs">
          <p>Each programme follows a treatment with strong research behind it, adapted to your goals.</p>
        </SectionHeader>
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {treatmentOptions.map((option) => (
            <TreatmentOptionCard key={option.id} option={option} />
          ))}
        </div>
      </div>
    </section>
  )
}

function TreatmentOptionCard({ option }: { option: TreatmentOption }) {
  const headingId = `${option.id}-heading`
  return (
    <article id={option.id} aria-labelledby={headingId} className="flex flex-col rounded-3xl bg-white p-6 shadow-sm sm:p-8">
      <h3 id={headingId} className="text-2xl font-semibold text-brand-900">
        {option.name}
      </h3>
      <p className="mt-1 font-semibold text-clay-700">{option.subtitle}</p>
      <p className="mt-4 text-muted">{option.description}</p>
      <h4 className="mt-6 font-sans text-sm font-semibold tracking-wider text-brand-800 uppercase">Core components</h4>
      <ul className="mt-3 space-y-2">
        {option.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-6 space-y-4 border-t border-brand-100 pt-6 text-sm">
        <div>
          <dt className="flex items-center gap-2 font-semibold text-brand-900">
            <Clock aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            Duration
          </dt>
          <dd className="mt-1 pl-7 text-muted">{option.duration}</dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-semibold text-brand-900">
            <FlaskConical aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            Research support
          </dt>
          <dd className="mt-1 pl-7 text-muted">{option.research}</dd>
        </div>
      </dl>
      <div className="mt-auto pt-6">
        <div className="rounded-2xl bg-clay-50 p-5">
          <h4 className="flex items-center gap-2 font-sans font-semibold text-clay-700">
            <Info aria-hidden="true" className="size-5" />
            Is this right for me?
          </h4>
          <p className="mt-2 text-sm text-ink">{option.eligibility}</p>
        </div>
      </div>
    </article>
  )
}

function Pricing() {
  const practice = usePractice()
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeader id="pricing-heading" eyebrow="Investment" title="Pricing" align="center">
          <p>
            {formatPrice(hourlyRate)} per hour ({formatPrice(afterHoursRate)} per hour after hours). Choose the length that
            fits your goals; we will recommend one on your consultation call.
          </p>
        </SectionHeader>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-3">
          {priceTiers.map((tier) => (
            <PriceTierCard key={tier.hours} tier={tier} />
          ))}
        </ul>
        <div className="mx-auto mt-10 grid max-w-5xl gap-4 text-sm text-muted md:grid-cols-2">
          <p className="rounded-2xl bg-brand-50 p-5">
            <strong className="text-brand-900">Insurance:</strong> insurance does not cover intensives. We will help you with
            out-of-network reimbursement if your plan offers it.{' '}
            <GoodFaithEstimateLink />
          </p>
          <p className="rounded-2xl bg-brand-50 p-5">
            {practice.telehealthStatement ? (
              <>
                <strong className="text-brand-900">Telehealth:</strong> {practice.telehealthStatement}{' '}
              </>
            ) : null}
            In person at the {practice.address.city} office for everyone.
          </p>
        </div>
        <div className="mx-auto mt-14 max-w-5xl text-center">
          <h3 className="text-2xl font-semibold text-brand-900">Payment plans</h3>
          <p className="mt-2 text-muted">Spread the cost with one of three payment-plan partners, subject to their approval.</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-3">
            {financingPartners.map((partner) => (
              <li key={partner.name} className="rounded-2xl border border-brand-100 bg-white p-5 text-left shadow-sm">
                <FinancingMark partner={partner} />
                <p className="mt-2 text-sm text-muted">{partner.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

function PriceTierCard({ tier }: { tier: PriceTier }) {
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-3xl border bg-white p-6 text-center shadow-sm sm:p-8',
        tier.isRecommended ? 'border-clay-500 ring-2 ring-clay-500/30 md:-my-3 md:py-10' : 'border-brand-100',
      )}
    >
      {tier.note ? (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-clay-600 px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-white uppercase">
          {tier.note}
        </p>
      ) : null}
      <h3 className="text-xl font-semibold text-brand-900">{tier.hours} hours</h3>
      <p className="mt-3 font-serif text-4xl font-semibold text-brand-800">{formatPrice(tier.price)}</p>
      <p className="mt-4 text-muted">{tier.description}</p>
    </li>
  )
}

function ClosingCallToAction() {
  const practice = usePractice()
  return (
    <section aria-labelledby="closing-heading" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="container-page max-w-3xl text-center">
        <h2 id="closing-heading" className="text-3xl font-semibold sm:text-4xl">
          Start with a 15-minute conversation
        </h2>
        <p className="mt-4 text-lg text-brand-100">
          Tell us what you are facing, ask anything, and find out whether an intensive is the right fit. There is no
          obligation to book.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ExternalLink href={practice.schedulerUrl} className="btn btn-primary">
            <CalendarCheck aria-hidden="true" className="size-5" />
            Schedule Consultation
          </ExternalLink>
          <IntensivesDialog
            triggerLabel="Learn More"
            triggerClassName="btn border-2 border-white text-white hover:bg-white hover:text-brand-800"
          />
        </div>
      </div>
    </section>
  )
}
