import { Link } from 'react-router'
import { formatPostDate, isoDay, postCategory, type PostCardData } from '#app/lib/blog.ts'
import { blogDefaultIllustration, imageBasePath } from '#content/images.ts'
import { blogPostPath } from '#shared/paths.ts'
import { isSiteImage, PostImage } from './post-image.tsx'

interface PostCardProps {
  post: PostCardData
  /** The heading level of the card title under the section's own heading. */
  headingLevel?: 2 | 3
  /** The home teaser always shows the stock picture (spec section 3, "Teaser card"). */
  isStockImage?: boolean
}

const cardImageSizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, calc(100vw - 2rem)'

/** One article in the listing or the teaser: picture, category, title, excerpt, read time, date. */
export function PostCard({ post, headingLevel = 2, isStockImage = false }: PostCardProps) {
  const Heading = `h${headingLevel}` as const
  const date = formatPostDate(post.publishedDate)
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-clay-600">
      <div className="aspect-[16/9] overflow-hidden bg-brand-50">
        {isStockImage || !isSiteImage(post.featuredImage) ? (
          <DefaultCardImage />
        ) : (
          <PostImage src={post.featuredImage} alt="" sizes={cardImageSizes} className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wider text-clay-700 uppercase">{postCategory(post.tags)}</p>
        <Heading className="mt-2 text-xl font-semibold text-brand-900">
          {/* The title link covers the whole card, so the card is one target with one name. */}
          <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-muted">{post.excerpt}</p>
        {/* Plain text, no icons: a listing of a few hundred cards stays light. */}
        <p className="mt-auto pt-5 text-sm text-muted">
          <span>{`${post.readMinutes} min read`}</span>
          {date ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={isoDay(post.publishedDate)}>{date}</time>
            </>
          ) : null}
        </p>
      </div>
    </article>
  )
}

const defaultImage = blogDefaultIllustration
const defaultSrcSet = defaultImage.widths.map((width) => `${imageBasePath}/${defaultImage.name}-${width}.webp ${width}w`).join(', ')

/**
 * The stock picture of posts without their own. Every card shows the same file, so the browser
 * fetches it once; WebP alone keeps each card's markup short.
 */
function DefaultCardImage() {
  return (
    <img
      src={`${imageBasePath}/${defaultImage.name}-800.webp`}
      srcSet={defaultSrcSet}
      sizes={cardImageSizes}
      width={defaultImage.width}
      height={defaultImage.height}
      alt=""
      loading="lazy"
      decoding="async"
      className="h-auto w-full"
    />
  )
}
