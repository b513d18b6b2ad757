import { practice } from '#content/practice.ts'
import type { PublishedPost } from '#server/posts/post-service.ts'
import { allPostsChip, type BlogFilter } from '#shared/blog-filter.ts'
import type { PublicPost } from '#shared/schemas/post.ts'

// The listing's filter is read by the server's page cache too, so it lives in shared/.
export { allPostsChip, blogFilterSearch, readBlogFilter, type BlogFilter } from '#shared/blog-filter.ts'

/** The fields a blog card shows (listing and home teaser): public fields, and what the card prints of the rest. */
export interface PostCardData extends Pick<PublicPost, 'slug' | 'title' | 'excerpt' | 'tags' | 'featuredImage'> {
  /** The featured image's description ('' when it is decorative or not described). */
  imageAlt: string
  published: PostDate | null
  readMinutes: number
}

/** At most six tag chips beside 'All Posts'. */
export const maxTagChips = 6
/** The home teaser shows three posts. */
export const teaserPostCount = 3

const wordsPerMinute = 200

/** Read time on cards: ceil(word count / 200) minutes, at least one. */
export function readTimeMinutes(content: string): number {
  const words = content.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}

/** The card's category: the first tag, or THERAPY when there is none. */
export function postCategory(tags: readonly string[]): string {
  return tags[0] ?? 'THERAPY'
}

// Formatters are made on first use, on the server: a browser's first Intl call with a time zone
// costs a slow phone tens of milliseconds while the page hydrates, so loaders send dates ready
// to print (postDate) and public pages never format one themselves.
let labelFormat: Intl.DateTimeFormat | undefined
let dayFormat: Intl.DateTimeFormat | undefined

function validDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

/** en-US, short month, day, year ('Nov 23, 2026'); empty for a missing or unreadable date. */
export function formatPostDate(value: string | null | undefined): string {
  const date = validDate(value)
  if (!date) return ''
  // The practice's own calendar, so every reader sees the same day.
  labelFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: practice.timeZone })
  return labelFormat.format(date)
}

/** The calendar date (YYYY-MM-DD) of an ISO timestamp in the practice's time zone, for <time>. */
export function isoDay(value: string | null | undefined): string | undefined {
  const date = validDate(value)
  if (!date) return undefined
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: practice.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
  return dayFormat.format(date)
}

/** A publication date as pages print it: the label and the <time> element's machine date. */
export interface PostDate {
  label: string
  dateTime: string
}

/** The printable date of a post, or null when it has none (made by loaders, on the server). */
export function postDate(value: string | null | undefined): PostDate | null {
  const dateTime = isoDay(value)
  return dateTime === undefined ? null : { label: formatPostDate(value), dateTime }
}

/** 'All Posts' and then up to six distinct tags in the order they first appear. */
export function tagChips(posts: ReadonlyArray<{ tags: readonly string[] }>): string[] {
  const seen = new Set<string>()
  const chips: string[] = []
  for (const post of posts) {
    for (const tag of post.tags) {
      const key = tag.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      chips.push(tag)
      if (chips.length === maxTagChips) return [allPostsChip, ...chips]
    }
  }
  return [allPostsChip, ...chips]
}

/**
 * The category is 'All Posts' or one of the post's tags; the search is
 * case-insensitive over title and excerpt; both must match. Plain substring matching, so any
 * Unicode or regular-expression characters are just text.
 */
export function filterPosts<T extends { title: string; excerpt: string; tags: readonly string[] }>(posts: readonly T[], { query, category }: BlogFilter): T[] {
  const needle = query.trim().toLocaleLowerCase('en-US')
  const wanted = category.toLocaleLowerCase('en-US')
  return posts.filter((post) => {
    const inCategory = category === allPostsChip || post.tags.some((tag) => tag.toLocaleLowerCase('en-US') === wanted)
    if (!inCategory) return false
    if (!needle) return true
    return post.title.toLocaleLowerCase('en-US').includes(needle) || post.excerpt.toLocaleLowerCase('en-US').includes(needle)
  })
}

/** 'Showing N article(s)' as the spec writes it. */
export function showingCount(count: number): string {
  return `Showing ${count} article${count === 1 ? '' : 's'}`
}

/** A card's data from a published post: the content itself stays on the server. */
export function toPostCard(post: PublishedPost): PostCardData {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    tags: post.tags,
    featuredImage: post.featuredImage,
    imageAlt: post.featuredImageAlt ?? '',
    published: postDate(post.publishedDate),
    readMinutes: readTimeMinutes(post.content),
  }
}
