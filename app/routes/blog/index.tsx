import { Search } from 'lucide-react'
import { Link } from 'react-router'
import { PostCard } from '#app/components/blog/post-card.tsx'
import { JsonLd, useSiteUrl } from '#app/components/marketing/json-ld.tsx'
import { blogJsonLd, breadcrumbJsonLd } from '#app/components/marketing/structured-data.ts'
import { servicesContext } from '#app/context.ts'
import { allPostsChip, blogFilterSearch, filterPosts, readBlogFilter, showingCount, tagChips, toPostCard } from '#app/lib/blog.ts'
import { cn } from '#app/lib/cn.ts'
import { usePractice } from '#app/lib/practice.ts'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { blogPostPath, paths } from '#shared/paths.ts'
import { blogFilterScript } from '#shared/public-scripts.ts'
import type { Route } from './+types/index'

const title = 'Therapy Blog Bethlehem PA | Trauma, OCD & Family Recovery'
const description = 'Evidence-based articles on trauma therapy, OCD treatment and mental health from a Bethlehem, PA psychologist.'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ matches, title, description, url: absoluteUrl(matches, paths.blog) })
}

/**
 * The posts of the chosen category, each marked with whether it matches the search. All of the
 * category's cards are rendered, the others hidden, so the filter script can widen a search as
 * the visitor types without asking the server again.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { posts } = await context.get(servicesContext).posts.published()
  const cards = posts.map(toPostCard)
  const filter = readBlogFilter(new URL(request.url).searchParams)
  const inCategory = filterPosts(cards, { query: '', category: filter.category })
  const matching = new Set(filterPosts(inCategory, filter).map((post) => post.slug))
  return {
    filter,
    chips: tagChips(cards),
    posts: inCategory.map((post) => ({ card: post, isShown: matching.has(post.slug) })),
    shownCount: matching.size,
  }
}

/** What the filter script compares the search with: title and excerpt, lower case, a line apart. */
function searchText(post: { title: string; excerpt: string }): string {
  return `${post.title}\n${post.excerpt}`.toLocaleLowerCase('en-US')
}

export default function BlogListing({ loaderData }: Route.ComponentProps) {
  const { filter, chips, posts, shownCount } = loaderData
  const firstShownSlug = posts.find(({ isShown }) => isShown)?.card.slug
  const siteUrl = useSiteUrl()
  const practice = usePractice()
  return (
    <>
      <JsonLd
        data={blogJsonLd(
          siteUrl,
          { name: 'Therapy Blog Bethlehem PA', description, path: paths.blog },
          posts.map(({ card }) => ({ title: card.title, excerpt: card.excerpt, path: blogPostPath(card.slug), datePublished: card.published?.dateTime })),
          practice,
        )}
      />
      <JsonLd data={breadcrumbJsonLd(siteUrl, { name: 'Blog', path: paths.blog })} />
      <section aria-labelledby="blog-heading" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page py-12 text-center sm:py-16">
          <h1 id="blog-heading" className="text-4xl font-semibold text-brand-900 sm:text-5xl">
            Therapy Blog Bethlehem PA
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">
            Evidence-based articles on trauma therapy, OCD treatment and mental health: what the research says, what
            recovery looks like, and how to support the people you love.
          </p>
        </div>
      </section>

      <section aria-label="Articles" className="container-page pb-16">
        {/* A plain GET form: the server filters; the filter script filters as the visitor types. */}
        <form role="search" method="get" action={paths.blog} className="mx-auto max-w-2xl">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
            <input
              id="blog-search"
              type="search"
              name="q"
              defaultValue={filter.query}
              placeholder="Search articles..."
              autoComplete="off"
              enterKeyHint="search"
              className="h-12 w-full rounded-full border border-brand-200 bg-white pr-4 pl-12 text-base shadow-sm placeholder:text-muted focus:border-brand-600"
            />
            {/* Keeps the chosen category when the search is sent. */}
            {filter.category !== allPostsChip ? <input type="hidden" name="tag" value={filter.category} /> : null}
          </div>
        </form>

        <nav aria-label="Categories" className="mt-6">
          <ul className="flex flex-wrap justify-center gap-2">
            {chips.map((chip) => {
              const isChosen = chip.toLowerCase() === filter.category.toLowerCase()
              return (
                <li key={chip}>
                  <Link
                    to={`${paths.blog}${blogFilterSearch({ query: filter.query, category: chip })}`}
                    data-tag-chip=""
                    aria-current={isChosen ? 'true' : undefined}
                    className={cn(
                      'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors',
                      isChosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50',
                    )}
                  >
                    {chip}
                  </Link>
                </li>
              )
            })}
          </ul>
        </nav>

        <p className="mt-8 text-center text-sm text-muted" role="status" data-post-count="">
          {showingCount(shownCount)}
        </p>

        <p className="mt-10 text-center text-lg text-brand-900" data-post-empty="" hidden={shownCount !== 0}>
          No articles found matching your criteria.
        </p>
        <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-post-list="" hidden={shownCount === 0}>
          {posts.map(({ card, isShown }) => (
            <PostCard key={card.slug} post={card} filterText={searchText(card)} hidden={!isShown} isPriority={card.slug === firstShownSlug} />
          ))}
        </div>
      </section>
      <script dangerouslySetInnerHTML={{ __html: blogFilterScript }} />
    </>
  )
}
