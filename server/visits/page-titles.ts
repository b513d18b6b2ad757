import { mainNavigation, paths } from '#shared/paths.ts'
import type { PostService } from '../posts/post-service.ts'

const fixedTitles = new Map<string, string>([
  ...mainNavigation.map((item) => [item.to as string, item.label as string] as const),
  [paths.privacyPolicy, 'Privacy Policy'],
  [paths.termsOfService, 'Terms of Service'],
  [paths.noticeOfPrivacyPractices, 'Notice of Privacy Practices'],
  [paths.goodFaithEstimate, 'Good Faith Estimate'],
  [paths.accessibility, 'Accessibility'],
])

/**
 * A readable name for a visited path: the navigation label of a fixed page, the title of a blog
 * post, or the path itself when it names nothing we know (an old link, a typo).
 */
export async function titleForPath(path: string, posts: PostService): Promise<string> {
  const fixed = fixedTitles.get(path)
  if (fixed) return fixed
  const prefix = `${paths.blog}/`
  if (path.startsWith(prefix)) {
    let slug: string
    try {
      slug = decodeURIComponent(path.slice(prefix.length).split(/[?#]/)[0] ?? '')
    } catch {
      return path
    }
    const post = slug ? await posts.getPublishedBySlug(slug) : null
    if (post) return post.title
  }
  return path
}
