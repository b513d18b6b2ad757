import { Eye } from 'lucide-react'
import { data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { Article } from '#app/components/blog/article.tsx'
import { servicesContext } from '#app/context.ts'
import { ownerOf } from '#app/lib/admin-session.server.ts'
import { postDate } from '#app/lib/blog.ts'
import { formatPracticeMoment } from '#app/lib/practice-time.ts'
import { blogPostPath, paths } from '#shared/paths.ts'
import { isScheduled } from '#shared/schemas/post.ts'
import type { Route } from './+types/preview'

/** Never kept by a browser or proxy, never indexed: it may show a draft. */
const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' }

export function headers() {
  return privateHeaders
}

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.post ? `Preview: ${loaderData.post.title}` : 'Preview'
  return [{ title }, { name: 'robots', content: 'noindex, nofollow' }]
}

/**
 * /admin-panel/preview/{id}: any post as last saved (draft, scheduled or published), rendered by
 * the public article's own components. Only the signed-in owner sees it; anyone else is sent to
 * the login page with nothing of the post. The page cache never keeps /admin-panel pages.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext)
  if (!(await ownerOf(request, services))) {
    const back = new URL(request.url).pathname.replace(/\.data$/, '')
    throw redirect(`${paths.adminLogin}?redirectTo=${encodeURIComponent(back)}`, { headers: privateHeaders })
  }
  const post = await services.posts.get(params.id)
  if (!post) throw data('Post not found', { status: 404, headers: privateHeaders })
  const now = new Date()
  const state: 'draft' | 'scheduled' | 'published' = !post.isPublished ? 'draft' : isScheduled(post, now) ? 'scheduled' : 'published'
  return {
    post,
    state,
    // A draft has no date yet; the preview shows the day it would carry if published now.
    published: postDate(post.publishedDate ?? now.toISOString()),
    scheduledFor: state === 'scheduled' && post.publishAt ? formatPracticeMoment(post.publishAt) : null,
  }
}

function stateText(state: 'draft' | 'scheduled' | 'published', scheduledFor: string | null): string {
  if (state === 'draft') return 'This is a draft: visitors cannot see it.'
  if (state === 'scheduled') return `Scheduled for ${scheduledFor ?? 'later'}: visitors cannot see it until then.`
  return 'Published: this is how visitors see it.'
}

export default function PostPreview({ loaderData }: Route.ComponentProps) {
  const { post, state, published, scheduledFor } = loaderData
  return (
    <>
      <header className="border-b border-clay-100 bg-clay-50">
        <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3 text-sm text-ink">
          <p className="flex items-center gap-2 font-semibold">
            <Eye aria-hidden="true" className="size-5 shrink-0" />
            <span>
              Preview as last saved. {stateText(state, scheduledFor)}
            </span>
          </p>
          <p className="flex flex-wrap gap-4">
            {state === 'published' ? (
              <a href={blogPostPath(post.slug)} className="font-semibold text-brand-800 underline">
                Open the public page
              </a>
            ) : null}
            <Link to={paths.adminPanel} className="font-semibold text-brand-800 underline">
              Back to the admin panel
            </Link>
          </p>
        </div>
      </header>
      <main id="main">
        <Article post={post} published={published} />
      </main>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error
  return (
    <main id="main" className="container-page py-24 text-center">
      <h1 className="text-3xl font-semibold text-brand-800">Post Not Found</h1>
      <p className="mt-3 text-muted">There is no post with this address. It may have been deleted.</p>
      <p className="mt-8">
        <Link to={paths.adminPanel} className="btn btn-secondary">
          Back to the admin panel
        </Link>
      </p>
    </main>
  )
}
