/** The listing's first chip: every post, whatever its tags. */
export const allPostsChip = 'All Posts'

export interface BlogFilter {
  /** Search text; empty matches everything. */
  query: string
  /** 'All Posts' or a tag. */
  category: string
}

/** Reads the filter from a page URL's `?q=…&tag=…`. */
export function readBlogFilter(params: URLSearchParams): BlogFilter {
  return { query: params.get('q') ?? '', category: params.get('tag') || allPostsChip }
}

/** The `?q=…&tag=…` of a filter, leaving out what is at its default. */
export function blogFilterSearch({ query, category }: BlogFilter): string {
  const params = new URLSearchParams()
  if (query) params.set('q', query)
  if (category !== allPostsChip) params.set('tag', category)
  const search = params.toString()
  return search ? `?${search}` : ''
}
