import { useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigation } from 'react-router'
import { BlogListingPending, PostSkeleton } from '#app/components/blog/blog-pending.tsx'
import { FloatingBookNow } from '#app/components/site/book-now-button.tsx'
import { OfficeLocation } from '#app/components/site/office-location.tsx'
import { SiteFooter } from '#app/components/site/site-footer.tsx'
import { SiteHeader } from '#app/components/site/site-header.tsx'
import { trackVisit } from '#app/lib/track-visit.ts'
import { paths } from '#shared/paths.ts'

/** Every public page: header, content, office section, footer and the floating Book Now. */
/** What to show while a client-side navigation waits for the blog's data: a spinner. */
function pendingView(pathname: string) {
  if (pathname === paths.blog) return <BlogListingPending />
  if (pathname.startsWith(`${paths.blog}/`)) return <PostSkeleton />
  return null
}

export default function SiteLayout() {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const pending = navigation.state === 'loading' && navigation.location.pathname !== pathname ? pendingView(navigation.location.pathname) : null
  const firstPath = useRef(pathname)

  // The visit is reported once, when the public layout loads.
  useEffect(() => {
    void trackVisit(firstPath.current)
  }, [])

  // Every route change scrolls smoothly to the top (instantly for reduced motion).
  const isFirstRender = useRef(true)
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false
      return
    }
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, left: 0, behavior: reduce ? 'instant' : 'smooth' })
  }, [pathname])

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {pending ?? <Outlet />}
      </main>
      <OfficeLocation />
      <SiteFooter />
      <FloatingBookNow />
    </>
  )
}
