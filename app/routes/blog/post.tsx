import { ArrowLeft } from 'lucide-react'
import { data, isRouteErrorResponse, Link, redirect } from 'react-router'
import { Article, articleMeta } from '#app/components/blog/article.tsx'
import { servicesContext } from '#app/context.ts'
import { postDate } from '#app/lib/blog.ts'
import { practiceFromMatches } from '#app/lib/practice.ts'
import { blogPostPath, paths } from '#shared/paths.ts'
import type { Route } from './+types/post'

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const post = loaderData?.post
  if (!post) {
    return [{ title: `Post Not Found | ${practiceFromMatches(matches)?.practiceName ?? ''}` }, { name: 'robots', content: 'noindex' }]
  }
  return articleMeta(post, matches)
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { bySlug, redirects } = await context.get(servicesContext).posts.published()
  const post = bySlug.get(params.slug)
  if (!post) {
    // An earlier address of a public post: moved permanently to its current one.
    const current = redirects.get(params.slug)
    if (current !== undefined) throw redirect(blogPostPath(current), 301)
    throw data('Post not found', { status: 404 })
  }
  return { post, published: postDate(post.publishedDate) }
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <Article post={loaderData.post} published={loaderData.published} />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-semibold text-brand-800">Post Not Found</h1>
      <p className="mt-3 text-muted">The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <p className="mt-8">
        <Link to={paths.blog} className="btn btn-secondary">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to Blog
        </Link>
      </p>
    </div>
  )
}
