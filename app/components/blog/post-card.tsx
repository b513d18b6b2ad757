import { Link } from 'react-router'
import { postCategory, type PostCardData } from '#app/lib/blog.ts'
import { blogDefaultIllustration, imageBasePath } from '#content/images.ts'
import { blogPostPath } from '#shared/paths.ts'
import { isSiteImage, PostImage } from './post-image.tsx'

interface PostCardProps {
  post: PostCardData
  /** The heading level of the card title under the section's own heading. */
  headingLevel?: 2 | 3
  /** The home teaser always shows the stock picture. */
  isStockImage?: boolean
  /** The listing's filter script reads this (title and excerpt, lower case) as the card's text. */
  filterText?: string
  hidden?: boolean
  /** The first card of the listing: on a phone its picture is the largest thing on screen. */
  isPriority?: boolean
}

const cardImageSizes = '(min-width: 1024px) 24rem, (min-width: 640px) 50vw, calc(100vw - 2rem)'

/** One article in the listing or the teaser: picture, category, title, excerpt, read time, date. */
export function PostCard({ post, headingLevel = 2, isStockImage = false, filterText, hidden, isPriority = false }: PostCardProps) {
  const Heading = `h${headingLevel}` as const
  return (
    // Styled by the .post-card rules in app.css: a listing repeats this markup hundreds of times.
    <article className="post-card" data-post={filterText} hidden={hidden}>
      <div className="post-card-picture">
        {isStockImage || !isSiteImage(post.featuredImage) ? (
          <DefaultCardImage isPriority={isPriority} />
        ) : (
          <PostImage src={post.featuredImage} alt={post.imageAlt} sizes={cardImageSizes} isPriority={isPriority} />
        )}
      </div>
      <div className="post-card-body">
        <p className="post-card-category">{postCategory(post.tags)}</p>
        <Heading className="post-card-title">
          {/* The title link covers the whole card, so the card is one target with one name. */}
          <Link to={blogPostPath(post.slug)}>{post.title}</Link>
        </Heading>
        <p className="post-card-excerpt">{post.excerpt}</p>
        {/* Plain text, no icons: a listing of a few hundred cards stays light. */}
        <p className="post-card-meta">
          <span>{`${post.readMinutes} min read`}</span>
          {post.published ? (
            <>
              <span aria-hidden="true"> · </span>
              <time dateTime={post.published.dateTime}>{post.published.label}</time>
            </>
          ) : null}
        </p>
      </div>
    </article>
  )
}

const defaultImage = blogDefaultIllustration

/**
 * The stock picture of posts without their own. Every card shows the same 800 px WebP (7 KB), so
 * the browser fetches it once; no srcset keeps each card's markup short. Lazy, but for the first
 * card, which is asked for at once.
 */
function DefaultCardImage({ isPriority }: { isPriority: boolean }) {
  return (
    <img
      src={`${imageBasePath}/${defaultImage.name}-800.webp`}
      width={defaultImage.width}
      height={defaultImage.height}
      alt=""
      loading={isPriority ? 'eager' : 'lazy'}
      fetchPriority={isPriority ? 'high' : undefined}
      decoding="async"
    />
  )
}
