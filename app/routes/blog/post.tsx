import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react'
import { data, isRouteErrorResponse, Link } from 'react-router'
import { isSiteImage, PostImage } from '#app/components/blog/post-image.tsx'
import { CtaBanner } from '#app/components/marketing/cta-banner.tsx'
import { JsonLd, useSiteUrl } from '#app/components/marketing/json-ld.tsx'
import { blogPostingJsonLd, breadcrumbJsonLd } from '#app/components/marketing/structured-data.ts'
import { servicesContext } from '#app/context.ts'
import { postDate } from '#app/lib/blog.ts'
import { PostBody } from '#app/lib/post-body.tsx'
import { practiceFromMatches, usePractice } from '#app/lib/practice.ts'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { blogDefaultIllustration, imageBasePath } from '#content/images.ts'
import { blogPostPath, paths } from '#shared/paths.ts'
import { getUploadedImageId, uploadedImageUrl } from '#shared/uploaded-images.ts'
import type { Route } from './+types/post'

/** The picture shared with social sites and search engines: the featured image, else the stock one. */
function shareImagePath(featuredImage: string | null): string {
  const id = featuredImage ? getUploadedImageId(featuredImage) : null
  if (id) return uploadedImageUrl(id, 1600, 'jpeg')
  if (isSiteImage(featuredImage)) return featuredImage
  return `${imageBasePath}/${blogDefaultIllustration.name}-1200.webp`
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const post = loaderData?.post
  if (!post) {
    return [{ title: `Post Not Found | ${practiceFromMatches(matches)?.practiceName ?? ''}` }, { name: 'robots', content: 'noindex' }]
  }
  const path = blogPostPath(post.slug)
  const image = absoluteUrl(matches, shareImagePath(post.featuredImage))
  return [
    ...pageMeta({
      matches,
      title: post.metaTitle || post.title,
      description: post.metaDescription || post.excerpt,
      url: absoluteUrl(matches, path),
      type: 'article',
      image,
    }),
    ...(post.publishedDate ? [{ property: 'article:published_time', content: post.publishedDate }] : []),
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:author', content: post.author },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ]
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { bySlug } = await context.get(servicesContext).posts.published()
  const post = bySlug.get(params.slug)
  if (!post) throw data('Post not found', { status: 404 })
  return { post, published: postDate(post.publishedDate) }
}

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, published } = loaderData
  const siteUrl = useSiteUrl()
  const practice = usePractice()
  const path = blogPostPath(post.slug)
  return (
    <>
      <JsonLd
        data={blogPostingJsonLd(siteUrl, {
          title: post.title,
          description: post.metaDescription || post.excerpt,
          path,
          author: post.author,
          publishedDate: post.publishedDate,
          updatedAt: post.updatedAt,
          tags: post.tags,
          imageUrl: `${siteUrl}${shareImagePath(post.featuredImage)}`,
        }, practice)}
      />
      <JsonLd data={breadcrumbJsonLd(siteUrl, { name: 'Blog', path: paths.blog }, { name: post.title, path })} />
      <article className="container-page max-w-3xl py-10 sm:py-14">
        <Link to={paths.blog} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
          <ArrowLeft aria-hidden="true" className="size-5" />
          Back to Blog
        </Link>
        <header className="mt-6">
          {post.tags.length > 0 ? (
            <ul aria-label="Tags" className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-4 text-3xl font-semibold text-brand-900 sm:text-5xl">{post.title}</h1>
          <p className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-muted">
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-5" />
              {post.author}
            </span>
            {published ? (
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-5" />
                <time dateTime={published.dateTime}>{published.label}</time>
              </span>
            ) : null}
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-5" />5 min read
            </span>
          </p>
        </header>
        {isSiteImage(post.featuredImage) ? (
          <div className="mt-8 aspect-[16/9] overflow-hidden rounded-2xl bg-brand-50">
            <PostImage src={post.featuredImage} alt="" sizes="(min-width: 768px) 48rem, calc(100vw - 2rem)" isPriority className="h-full w-full object-cover" />
          </div>
        ) : null}
        <p className="mt-8 text-xl leading-relaxed text-brand-900">{post.excerpt}</p>
        <PostBody content={post.content} className="post-body mt-6" />
        <p className="mt-12 border-t border-brand-100 pt-8">
          <Link to={paths.blog} className="btn btn-outline">
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back to All Posts
          </Link>
        </p>
      </article>
      <CtaBanner />
    </>
  )
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
