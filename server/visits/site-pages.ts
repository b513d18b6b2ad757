import { blogPostPath, mainNavigation, paths } from '#shared/paths.ts'
import type { PostService } from '../posts/post-service.ts'

const fixedPages = new Set<string>(mainNavigation.map((item) => item.to))

/**
 * Which reported paths are pages of the site, for the visit counter: the public pages of the
 * navigation and the address of each published post, nothing else. Anyone can report any path,
 * so an invented one must not become a row, a "top page" or a way to fill the database.
 */
export function sitePageResolver(posts: Pick<PostService, 'getPublishedBySlug'>) {
  const articlePrefix = `${paths.blog}/`
  return async (path: string): Promise<string | null> => {
    if (fixedPages.has(path)) return path
    if (!path.startsWith(articlePrefix)) return null
    let slug: string
    try {
      slug = decodeURIComponent(path.slice(articlePrefix.length))
    } catch {
      return null
    }
    if (!slug || slug.includes('/')) return null
    const post = await posts.getPublishedBySlug(slug)
    return post ? blogPostPath(post.slug) : null
  }
}
