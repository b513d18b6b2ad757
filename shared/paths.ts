import type { LegalPageKey } from './schemas/legal-page.ts'

/** Every public URL of the site, written once. Route files and components read them from here. */
export const paths = {
  home: '/',
  services: '/Therapist-Bethlehem-PA',
  intensives: '/Therapist-Allentown-PA',
  blog: '/Therapist-Easton-PA',
  contact: '/Therapist-LehighValley-PA',
  adminLogin: '/admin-login',
  adminPanel: '/admin-panel',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  rss: '/rss.xml',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  noticeOfPrivacyPractices: '/notice-of-privacy-practices',
  goodFaithEstimate: '/good-faith-estimate',
  accessibility: '/accessibility',
} as const

/** The public address of a legal page: its key is its path. */
export function legalPagePath(key: LegalPageKey): string {
  return `/${key}`
}

/** The owner's screens: the sign-in and the panel, with everything under them. */
export const adminPathPrefixes = [paths.adminLogin, paths.adminPanel] as const

/**
 * Whether an address is one of the owner's screens rather than a public page. Decided here only:
 * the routes, the page cache, robots.txt, which pages' scripts wait for the page and how the
 * build groups the browser's code all ask this. Compared without case, as the router matches.
 */
export function isAdminPath(pathname: string): boolean {
  const lower = pathname.toLowerCase()
  return adminPathPrefixes.some((prefix) => {
    const start = prefix.toLowerCase()
    return lower === start || lower.startsWith(`${start}/`)
  })
}

/** The URL of one blog article. */
export function blogPostPath(slug: string): string {
  return `${paths.blog}/${encodeURIComponent(slug)}`
}

/** The owner's preview of a post, draft or not (admin only, never cached). */
export function postPreviewPath(id: string): string {
  return `${paths.adminPanel}/preview/${encodeURIComponent(id)}`
}

/** Public pages in the order the navigation shows them. */
export const mainNavigation = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Intensives', to: paths.intensives },
  { label: 'Blog', to: paths.blog },
  { label: 'Contact', to: paths.contact },
] as const
