import { Search } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams, type ShouldRevalidateFunctionArgs } from 'react-router'
import { PostCard } from '#app/components/blog/post-card.tsx'
import { servicesContext } from '#app/context.ts'
import { allPostsChip, blogFilterSearch, filterPosts, readBlogFilter, showingCount, tagChips, toPostCard, type BlogFilter } from '#app/lib/blog.ts'
import { cn } from '#app/lib/cn.ts'
import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/index'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    title: 'Therapy Blog Bethlehem PA | Trauma, OCD & Family Recovery',
    description: 'Evidence-based articles on trauma therapy, OCD treatment and mental health from a Bethlehem, PA psychologist.',
    url: absoluteUrl(matches, paths.blog),
  })
}

export async function loader({ context }: Route.LoaderArgs) {
  const { posts } = await context.get(servicesContext).posts.published()
  return { posts: posts.map(toPostCard) }
}

// Only the filter changed (same page, new ?q or ?tag): filter what is already here, at once.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate
}

export default function BlogListing({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData
  const [searchParams, setSearchParams] = useSearchParams()
  const urlFilter = readBlogFilter(searchParams)
  // What is typed is filtered at once; the URL follows, so the view can be shared or reloaded.
  const [query, setQuery] = useState(urlFilter.query)
  const written = useRef(urlFilter.query)
  // The URL's search changed by other means (back button, a shared link): show it.
  useEffect(() => {
    if (urlFilter.query !== written.current) {
      written.current = urlFilter.query
      setQuery(urlFilter.query)
    }
  }, [urlFilter.query])
  const filter: BlogFilter = { query, category: urlFilter.category }
  const chips = tagChips(posts)
  const shown = filterPosts(posts, filter)

  const changeQuery = (value: string) => {
    setQuery(value)
    written.current = value
    setSearchParams(blogFilterSearch({ ...filter, query: value }), { replace: true, preventScrollReset: true })
  }

  return (
    <>
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
        <form role="search" method="get" action={paths.blog} className="mx-auto max-w-2xl" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" />
            <input
              id="blog-search"
              type="search"
              name="q"
              value={query}
              onChange={(event) => changeQuery(event.target.value)}
              placeholder="Search articles..."
              autoComplete="off"
              enterKeyHint="search"
              className="h-12 w-full rounded-full border border-brand-200 bg-white pr-4 pl-12 text-base shadow-sm placeholder:text-muted focus:border-brand-600"
            />
            {/* Keeps the chosen category when the search is sent without JavaScript. */}
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
                    to={`${paths.blog}${blogFilterSearch({ query, category: chip })}`}
                    replace
                    preventScrollReset
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

        <p className="mt-8 text-center text-sm text-muted" role="status">
          {showingCount(shown.length)}
        </p>

        {shown.length === 0 ? (
          <p className="mt-10 text-center text-lg text-brand-900">No articles found matching your criteria.</p>
        ) : (
          <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </div>
        )}
      </section>
    </>
  )
}
