import { data } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { postDate } from '#app/lib/blog.ts'
import { practiceFromMatches } from '#app/lib/practice.ts'
import { PostBody } from '#app/lib/post-body.tsx'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { legalPagePath } from '#shared/paths.ts'
import { legalPageKeySchema, type LegalPageKey } from '#shared/schemas/legal-page.ts'
import type { Route } from './+types/legal-page'

const descriptions: Record<LegalPageKey, string> = {
  'privacy-policy': 'What this website collects and what it never keeps: no visitor cookies, no tracking, no IP addresses stored.',
  'terms-of-service': 'The terms for using this website: general information, not treatment, and not for emergencies.',
  'notice-of-privacy-practices': 'How the practice may use and share your health information, and your rights under HIPAA.',
  'good-faith-estimate': 'Your right to a Good Faith Estimate of expected charges under the No Surprises Act, and the practice’s fees.',
  accessibility: 'How this website aims to meet WCAG 2.2 AA, and how to tell the practice about a barrier.',
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }]
  const { page } = loaderData
  const practiceName = practiceFromMatches(matches)?.practiceName
  return pageMeta({
    matches,
    title: practiceName ? `${page.title} | ${practiceName}` : page.title,
    description: descriptions[page.key],
    url: absoluteUrl(matches, legalPagePath(page.key)),
  })
}

/** The page's key is its path (app/routes.ts registers the five addresses). */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Client-side navigations ask for /key.data.
  const path = new URL(request.url).pathname.replace(/\.data$/, '').replace(/\/$/, '')
  const key = legalPageKeySchema.safeParse(path.slice(1))
  if (!key.success) throw data('Page not found', { status: 404 })
  const page = await context.get(servicesContext).settings.getPage(key.data)
  return { page: { key: page.key, title: page.title, content: page.content }, updated: postDate(page.updatedAt) }
}

/** A legal page of the practice: the owner's saved text, or its starter. */
export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { page, updated } = loaderData
  return (
    <article className="container-page max-w-3xl py-10 sm:py-14">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-5xl">{page.title}</h1>
      {updated ? (
        <p className="mt-4 text-muted">
          Last updated <time dateTime={updated.dateTime}>{updated.label}</time>
        </p>
      ) : null}
      <PostBody content={page.content} className="post-body mt-8" />
    </article>
  )
}
