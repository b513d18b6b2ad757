import { ArrowLeft, CalendarDays, Clock, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { isSiteImage, PostImage } from '#app/components/blog/post-image.tsx'
import { CtaBanner } from '#app/components/marketing/cta-banner.tsx'
import { JsonLd, useSiteUrl } from '#app/components/marketing/json-ld.tsx'
import { blogPostingJsonLd, breadcrumbJsonLd } from '#app/components/marketing/structured-data.ts'
import type { PostDate } from '#app/lib/blog.ts'
import { PostBody } from '#app/lib/post-body.tsx'
import { usePractice } from '#app/lib/practice.ts'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { blogDefaultIllustration, imageBasePath } from '#content/images.ts'
import type { PublishedPost } from '#server/posts/post-service.ts'
import { blogPostPath, paths } from '#shared/paths.ts'
import { getUploadedImageId, uploadedImageUrl } from '#shared/uploaded-images.ts'

/**
 * What an article page shows of a post: a published post's fields, which the owner's preview
 * (an admin post) has too.
 */
export type ArticlePost = PublishedPost

/** The picture shared with social sites and search engines: the featured image, else the stock one. */
export function shareImagePath(featuredImage: string | null): string {
  const id = featuredImage ? getUploadedImageId(featuredImage) : null
  if (id) return uploadedImageUrl(id, 1600, 'jpeg')
  if (isSiteImage(featuredImage)) return featuredImage
  return `${imageBasePath}/${blogDefaultIllustration.name}-1200.webp`
}

/** The description of the shared picture: the post's own, or none (the stock picture says nothing). */
function shareImageAlt(post: Pick<ArticlePost, 'featuredImage' | 'featuredImageAlt'>): string | undefined {
  return post.featuredImage && post.featuredImageAlt ? post.featuredImageAlt : undefined
}

type MetaMatches = Parameters<typeof absoluteUrl>[0]

/** The article's head: title, description, canonical (its current address), social and article tags. */
export function articleMeta(post: ArticlePost, matches: MetaMatches) {
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
      imageAlt: shareImageAlt(post),
    }),
    ...(post.publishedDate ? [{ property: 'article:published_time', content: post.publishedDate }] : []),
    { property: 'article:modified_time', content: post.updatedAt },
    { property: 'article:author', content: post.author },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
  ]
}

/** One article as visitors read it: structured data, header, featured image, body, links back. */
export function Article({ post, published }: { post: ArticlePost; published: PostDate | null }) {
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
            <PostImage
              src={post.featuredImage}
              alt={post.featuredImageAlt ?? ''}
              sizes="(min-width: 768px) 48rem, calc(100vw - 2rem)"
              isPriority
              className="h-full w-full object-cover"
            />
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
