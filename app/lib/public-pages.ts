/**
 * Whether a page is one of the public pages: every one sits under the site layout (app/routes.ts).
 * The server lets their scripts wait for the page, and they load no toaster; the admin screens,
 * which are nothing but controls, start theirs at once.
 */
export function isPublicPage(routeIds: Iterable<string>): boolean {
  for (const id of routeIds) if (id === 'routes/site/layout') return true
  return false
}
