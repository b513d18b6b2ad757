import { allPostsChip, blogFilterSearch, readBlogFilter } from '#shared/blog-filter.ts'
import { paths } from '#shared/paths.ts'

/**
 * The address a public page is rendered and kept under: its path plus only the query parameters
 * that page reads, so `/?utm_source=…` or any invented query string is served the page kept for
 * the plain path and cannot push real pages out of the cache. The listing reads `q` and `tag`: a
 * category that is one of the published posts' tags is kept under its own address; a search, or
 * a category no post has, is rendered but not kept (null), as their number has no bound.
 */
export async function pageCacheTarget(path: string, search: URLSearchParams, publishedTags: () => Promise<ReadonlySet<string>>): Promise<string | null> {
  if (path !== paths.blog) return path
  const { query, category } = readBlogFilter(search)
  if (query) return null
  if (category !== allPostsChip && !(await publishedTags()).has(category.toLocaleLowerCase('en-US'))) return null
  return `${path}${blogFilterSearch({ query: '', category })}`
}
