import { ArrowRight, CalendarCheck, Check, Mail, Phone, Quote } from 'lucide-react'
import { Link } from 'react-router'
import { CtaBanner } from '#app/components/marketing/cta-banner.tsx'
import { Illustration } from '#app/components/marketing/illustration.tsx'
import { JsonLd, useSiteUrl } from '#app/components/marketing/json-ld.tsx'
import { SectionHeader } from '#app/components/marketing/section-header.tsx'
import { StarRating } from '#app/components/marketing/star-rating.tsx'
import { practiceJsonLd } from '#app/components/marketing/structured-data.ts'
import { ExternalLink } from '#app/components/site/external-link.tsx'
import { PostCard } from '#app/components/blog/post-card.tsx'
import { servicesContext } from '#app/context.ts'
import { teaserPostCount, toPostCard, type PostCardData } from '#app/lib/blog.ts'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { aboutDoctor } from '#content/about.ts'
import { heroIllustration, officeIllustration } from '#content/images.ts'
import { usePractice } from '#app/lib/practice.ts'
import { emailHref, phoneHref } from '#content/practice.ts'
import { testimonials } from '#content/testimonials.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Therapist in Bethlehem, PA | Trauma, OCD & Intensive Therapy',
    description:
      'Evidence-based therapy intensives for trauma, PTSD, OCD and families facing addiction, in Bethlehem, PA and online across the Lehigh Valley.',
    url: absoluteUrl(matches, paths.home),
  })
}

// The latest-articles teaser: the first three published posts.
export async function loader({ context }: Route.LoaderArgs) {
  const { posts } = await context.get(servicesContext).posts.published()
  return { latestPosts: posts.slice(0, teaserPostCount).map(toPostCard) }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const siteUrl = useSiteUrl()
  return (
    <>
      <JsonLd data={practiceJsonLd(siteUrl, usePractice())} />
      <Hero />
      <AboutDoctor />
      <Testimonials />
      <LatestArticles posts={loaderData.latestPosts} />
      <CtaBanner />
      <GetInTouch />
    </>
  )
}

function Hero() {
  const practice = usePractice()
  return (
    <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-clay-50 to-white">
      <div className="container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2 lg:gap-14 lg:py-20">
        <div>
          <p className="font-serif text-2xl font-semibold text-clay-700 sm:text-3xl">You want real solutions</p>
          <h1 id="hero-heading" className="mt-3 text-4xl font-semibold text-brand-900 sm:text-5xl">
            Intensive therapy for trauma, OCD and families in Bethlehem, PA
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted">
            {practice.doctorName} helps adults recover from PTSD and trauma, break free of OCD, and support a loved one
            facing addiction, using proven treatments brought together into focused sessions instead of spread across
            months.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ExternalLink href={practice.schedulerUrl} className="btn btn-primary px-6 text-lg">
              <CalendarCheck aria-hidden="true" className="size-5" />
              Book Your Session
            </ExternalLink>
            <Link to={paths.intensives} className="btn btn-outline">
              Explore Intensives
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
          <p className="mt-5 text-sm text-muted">
            Starts with a 15-minute consultation call · In person in Bethlehem or by telehealth
          </p>
        </div>
        <div className="overflow-hidden rounded-3xl shadow-xl shadow-brand-900/10">
          <Illustration image={heroIllustration} isPriority sizes="(min-width: 1024px) 560px, calc(100vw - 2rem)" />
        </div>
      </div>
    </section>
  )
}

function AboutDoctor() {
  const practice = usePractice()
  const about = aboutDoctor(practice)
  return (
    <section aria-labelledby="about-heading" className="py-16 sm:py-20">
      <div className="container-page grid items-start gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div className="mx-auto w-full max-w-60 overflow-hidden rounded-3xl bg-brand-50 sm:max-w-sm lg:max-w-none">
          <Illustration image={officeIllustration} sizes="(min-width: 1024px) 420px, (min-width: 640px) 24rem, 15rem" />
        </div>
        <div>
          <SectionHeader id="about-heading" eyebrow="About the doctor" title={about.heading} />
          <div className="mt-4">
            <StarRating score={about.rating} label={about.ratingSource} />
          </div>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-lg text-muted">
              {paragraph}
            </p>
          ))}
          <div className="mt-8 grid gap-8 sm:grid-cols-2">
            <div>
              <h3 className="text-xl font-semibold text-brand-900">Credentials</h3>
              <ul className="mt-3 space-y-2">
                {about.credentials.map((item) => (
                  <li key={item} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-xl font-semibold text-brand-900">Specialties</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {about.specialties.map((item) => (
                  <li key={item} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <ExternalLink href={practice.schedulerUrl} className="btn btn-secondary mt-8">
            <CalendarCheck aria-hidden="true" className="size-5" />
            Schedule
          </ExternalLink>
        </div>
      </div>
    </section>
  )
}

function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="bg-brand-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeader id="testimonials-heading" eyebrow="From colleagues" title="Trusted by Professionals Across the Lehigh Valley">
          <p>Physicians, psychiatrists and counselors refer the people they care about here.</p>
        </SectionHeader>
        <div className="mt-10 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <ul className="grid gap-5">
            {testimonials.map((item) => (
              <li key={item.id}>
                <figure className="h-full rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
                  <Quote aria-hidden="true" className="size-7 text-clay-500" />
                  <blockquote className="mt-3 text-lg text-ink">{item.content}</blockquote>
                  <figcaption className="mt-4 text-sm">
                    <span className="block font-semibold text-brand-900">{item.author}</span>
                    <span className="text-muted">{item.credentials}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <SkipTheWaitlist />
        </div>
      </div>
    </section>
  )
}

function SkipTheWaitlist() {
  const practice = usePractice()
  return (
    <aside aria-labelledby="waitlist-heading" className="rounded-3xl bg-brand-800 p-8 text-white shadow-xl shadow-brand-900/20 lg:sticky lg:top-24">
      <h3 id="waitlist-heading" className="text-3xl font-semibold">
        Skip the Waitlist
      </h3>
      <p className="mt-4 text-brand-100">
        Weekly therapy often means waiting for an opening, then months of appointments. Intensives are scheduled in blocks,
        so you can usually begin within weeks of your consultation and finish in 2–4 weeks.
      </p>
      <ul className="mt-5 space-y-2 text-brand-50">
        {['6–12 hours of focused treatment', 'Sessions typically 3 hours', 'Proven methods, one clear plan'].map((item) => (
          <li key={item} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-clay-100" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-3">
        <ExternalLink href={practice.schedulerUrl} className="btn btn-primary">
          Schedule A Consult
        </ExternalLink>
        <ExternalLink href={paths.intensives} className="btn border-2 border-white text-white hover:bg-white hover:text-brand-800">
          Learn More
        </ExternalLink>
      </div>
    </aside>
  )
}

function LatestArticles({ posts }: { posts: PostCardData[] }) {
  return (
    <section aria-labelledby="latest-articles-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeader id="latest-articles-heading" eyebrow="From the blog" title="Latest Articles" align="center">
          <p>Plain-language reading on trauma, OCD and supporting a loved one, grounded in research.</p>
        </SectionHeader>
        {posts.length > 0 ? (
          <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.slug} post={post} headingLevel={3} isStockImage />
            ))}
          </div>
        ) : (
          <p className="mt-8 text-center text-muted">New articles are on their way.</p>
        )}
        <p className="mt-10 text-center">
          <Link to={paths.blog} className="btn btn-outline">
            View All Articles
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </p>
      </div>
    </section>
  )
}

function GetInTouch() {
  const practice = usePractice()
  return (
    <section aria-labelledby="get-in-touch-heading" className="py-16 sm:py-20">
      <div className="container-page">
        <SectionHeader id="get-in-touch-heading" eyebrow="Contact" title="Get In Touch" align="center">
          <p>Questions before you book? Call or email the office; for anything private, a phone call is best.</p>
        </SectionHeader>
        <ul className="mx-auto mt-10 grid max-w-3xl gap-5 sm:grid-cols-2">
          <li>
            <a
              href={phoneHref(practice)}
              className="flex h-full items-center gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Phone aria-hidden="true" className="size-6" />
              </span>
              <span>
                <span className="block text-sm text-muted">Call the office</span>
                <span className="text-lg font-semibold text-brand-800">{practice.phoneDisplay}</span>
              </span>
            </a>
          </li>
          <li>
            <a
              href={emailHref(practice)}
              className="flex h-full items-center gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-clay-100 text-clay-700">
                <Mail aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm text-muted">Send an email</span>
                <span className="block truncate text-lg font-semibold text-brand-800">{practice.email}</span>
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  )
}
