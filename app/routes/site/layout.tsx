import { Outlet } from 'react-router'
import { FloatingBookNow } from '#app/components/site/book-now-button.tsx'
import { OfficeLocation } from '#app/components/site/office-location.tsx'
import { SiteFooter } from '#app/components/site/site-footer.tsx'
import { SiteHeader } from '#app/components/site/site-header.tsx'

/**
 * Every public page: header, content, office section, footer and the floating Book Now. Each page
 * is a document load (docs/decisions/013), so it starts at the top; the visit report is the site
 * script's (shared/public-scripts.ts).
 */
export default function SiteLayout() {
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
        <Outlet />
      </main>
      <OfficeLocation />
      <SiteFooter />
      <FloatingBookNow />
    </>
  )
}
