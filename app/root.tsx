import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, useRouteError, useRouteLoaderData } from 'react-router'
import type { PracticeConfig } from '#content/practice.ts'
import { isAdminPath, paths } from '#shared/paths.ts'
import { requestInfoContext, servicesContext } from './context.ts'
import { useToasts } from './lib/toast-store.ts'
import { SiteStylesheet, useNonce } from './lib/document-context.tsx'
import { PublicPageScripts } from './lib/public-page-scripts.tsx'
import stylesheet from './styles/app.css?url'
import type { Route } from './+types/root'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

// The canonical origin and the practice's saved settings, read once per document load; pages
// build canonical and feed URLs and every name, phone and link from them.
export async function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.get(requestInfoContext).siteUrl, practice: await context.get(servicesContext).settings.practice() }
}

export function shouldRevalidate() {
  return false
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  // Public pages are HTML with a few small scripts and no framework runtime; the owner's screens
  // are a React app (docs/decisions/013). shared/paths.ts alone decides which is which.
  const isPublic = !isAdminPath(useLocation().pathname)
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5d58" />
        <Meta />
        <Links />
        <FeedLink />
        <SiteStylesheet href={stylesheet} />
      </head>
      <body>
        {children}
        {isPublic ? (
          <PublicPageScripts />
        ) : (
          <>
            <DeferredToaster />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  )
}

/** The blog feed, named for the practice. */
function FeedLink() {
  const root = useRouteLoaderData('root') as { practice?: PracticeConfig } | undefined
  if (!root?.practice) return null
  return <link rel="alternate" type="application/rss+xml" title={`${root.practice.practiceName} Blog`} href={paths.rss} />
}

export default function App() {
  return <Outlet />
}

// Only the admin screens raise toasts: they load the Radix toaster once the browser is idle after
// hydration, so its live region is in place before the first toast.
const Toaster = lazy(() => import('./components/ui/toaster.tsx').then((module) => ({ default: module.Toaster })))

function DeferredToaster() {
  const toasts = useToasts()
  const [isIdle, setIsIdle] = useState(false)
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIsIdle(true), { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const id = setTimeout(() => setIsIdle(true), 1000)
    return () => clearTimeout(id)
  }, [])
  if (toasts.length === 0 && !isIdle) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined
  return (
    <main id="main" className="container-page py-24 text-center">
      <title>{status === 404 ? '404 Page Not Found' : 'Something went wrong'}</title>
      <h1 className="text-4xl font-semibold text-brand-800">{status === 404 ? '404 Page Not Found' : 'Something went wrong'}</h1>
      <p className="mt-4 text-muted">
        {status === 404 ? 'Did you forget to add the page to the router?' : 'Please try again in a moment.'}
      </p>
      <p className="mt-8">
        <a href="/" className="btn btn-secondary">
          Back to the home page
        </a>
      </p>
      {detail ? <pre className="mt-8 overflow-auto text-left text-xs">{detail}</pre> : null}
    </main>
  )
}
