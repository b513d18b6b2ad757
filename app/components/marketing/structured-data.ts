/**
 * schema.org JSON-LD for the marketing pages, built from the content modules so the markup and
 * the visible page never disagree. No aggregateRating or Review anywhere: search engines ignore
 * self-served reviews and the profession's ethics code restricts testimonials.
 *
 * schema.org has no `Psychologist` type (only Physician and friends), so the practice is a
 * `MedicalBusiness` whose founder is a Person with the occupation Psychologist; an unknown type
 * would fail validation.
 */
import type { Faq } from '#content/faqs.ts'
import { priceTiers } from '#content/pricing.ts'
import type { PracticeConfig } from '#content/practice.ts'
import type { ServiceCard } from '#content/services.ts'

type JsonLd = Record<string, unknown>

const context = 'https://schema.org'

/** The stable identifier other nodes use to point at the practice. */
export function practiceId(siteUrl: string): string {
  return `${siteUrl}/#practice`
}

function areaServed(practice: PracticeConfig) {
  return practice.serviceArea.map((name) =>
    name === 'Lehigh Valley'
      ? { '@type': 'Place', name: 'Lehigh Valley, PA' }
      : { '@type': 'City', name: `${name}, ${practice.address.region}` },
  )
}

/** Opening hours as schema.org wants them: days with the same hours together. */
function openingHoursSpecification(practice: PracticeConfig) {
  const groups = new Map<string, string[]>()
  for (const { day, opens, closes } of practice.openingHours) {
    const key = `${opens}-${closes}`
    groups.set(key, [...(groups.get(key) ?? []), day])
  }
  return [...groups].map(([key, days]) => {
    const [opens, closes] = key.split('-')
    return { '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((day) => `https://schema.org/${day}`), opens, closes }
  })
}

/** The practice: address, telephone, area served, price range and opening hours when configured. */
export function practiceJsonLd(siteUrl: string, practice: PracticeConfig): JsonLd {
  return {
    '@context': context,
    '@type': 'MedicalBusiness',
    '@id': practiceId(siteUrl),
    name: practice.practiceName,
    description: practice.tagline,
    url: `${siteUrl}/`,
    telephone: practice.phoneE164,
    email: practice.email,
    priceRange: practice.priceRange,
    ...(practice.openingHours.length > 0 ? { openingHoursSpecification: openingHoursSpecification(practice) } : {}),
    medicalSpecialty: 'Psychiatric',
    isAcceptingNewPatients: true,
    address: {
      '@type': 'PostalAddress',
      streetAddress: practice.address.street,
      addressLocality: practice.address.city,
      addressRegion: practice.address.region,
      postalCode: practice.address.postalCode,
      addressCountry: practice.address.country,
    },
    areaServed: areaServed(practice),
    foundingDate: String(practice.foundedYear),
    founder: {
      '@type': 'Person',
      name: practice.doctorName,
      honorificSuffix: 'PsyD',
      jobTitle: 'Licensed Psychologist',
      hasOccupation: { '@type': 'Occupation', name: 'Psychologist' },
    },
    knowsAbout: ['PTSD', 'Trauma', 'Obsessive-compulsive disorder', 'CRAFT (Community Reinforcement and Family Training)', 'Therapy intensives'],
  }
}

export function faqPageJsonLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  }
}

/** Home, then each page down to the page itself. */
export function breadcrumbJsonLd(siteUrl: string, ...pages: ReadonlyArray<{ name: string; path: string }>): JsonLd {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...pages].map((page, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: page.name,
      item: `${siteUrl}${page.path}`,
    })),
  }
}

/** One blog article, written by the doctor and published by the practice. */
export function blogPostingJsonLd(
  siteUrl: string,
  post: { title: string; description: string; path: string; author: string; publishedDate: string | null; updatedAt: string; tags: readonly string[]; imageUrl: string },
  practice: Pick<PracticeConfig, 'practiceName'>,
): JsonLd {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    url: `${siteUrl}${post.path}`,
    mainEntityOfPage: { '@type': 'WebPage', '@id': `${siteUrl}${post.path}` },
    image: post.imageUrl,
    ...(post.publishedDate ? { datePublished: post.publishedDate } : {}),
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', '@id': practiceId(siteUrl), name: practice.practiceName, url: `${siteUrl}/` },
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    inLanguage: 'en-US',
  }
}

/**
 * The blog listing: a `Blog` with the articles it lists, each a `BlogPosting` by its canonical
 * address, headline, summary and publication day.
 */
export function blogJsonLd(
  siteUrl: string,
  blog: { name: string; description: string; path: string },
  posts: ReadonlyArray<{ title: string; excerpt: string; path: string; datePublished?: string | undefined }>,
  practice: Pick<PracticeConfig, 'practiceName'>,
): JsonLd {
  return {
    '@context': context,
    '@type': 'Blog',
    name: blog.name,
    description: blog.description,
    url: `${siteUrl}${blog.path}`,
    publisher: { '@type': 'Organization', '@id': practiceId(siteUrl), name: practice.practiceName, url: `${siteUrl}/` },
    inLanguage: 'en-US',
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.excerpt,
      url: `${siteUrl}${post.path}`,
      ...(post.datePublished ? { datePublished: post.datePublished } : {}),
    })),
  }
}

/** The intensive programmes as a Service with one Offer per price tier. */
export function intensivesServiceJsonLd(siteUrl: string, pagePath: string, practice: PracticeConfig): JsonLd {
  return {
    '@context': context,
    '@type': 'Service',
    name: 'Therapy intensives',
    serviceType: 'Intensive psychotherapy',
    description: 'Evidence-based therapy for PTSD, trauma, OCD and families facing addiction, delivered in 6–12 hours over 2–4 weeks.',
    url: `${siteUrl}${pagePath}`,
    provider: { '@id': practiceId(siteUrl) },
    areaServed: areaServed(practice),
    offers: priceTiers.map((tier) => ({
      '@type': 'Offer',
      name: `${tier.hours}-hour intensive`,
      description: tier.description,
      price: tier.price.toFixed(2),
      priceCurrency: 'USD',
      url: `${siteUrl}${pagePath}#pricing`,
    })),
  }
}

/** One Service per card on the Services page, with its offers when it has fixed prices. */
export function serviceCardsJsonLd(siteUrl: string, pagePath: string, cards: readonly ServiceCard[], practice: PracticeConfig): JsonLd {
  return {
    '@context': context,
    '@type': 'ItemList',
    itemListElement: cards.map((card, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Service',
        name: card.title,
        description: card.description,
        url: `${siteUrl}${pagePath}#${card.id}`,
        provider: { '@id': practiceId(siteUrl) },
        areaServed: areaServed(practice),
        ...(card.paymentOptions.length > 0
          ? {
              offers: card.paymentOptions.map((option) => ({
                '@type': 'Offer',
                name: `${option.hours}-hour intensive`,
                price: option.price.toFixed(2),
                priceCurrency: 'USD',
              })),
            }
          : {}),
      },
    })),
  }
}

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
