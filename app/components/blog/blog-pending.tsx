import { Spinner } from '#app/components/ui/spinner.tsx'

/** Shown while the blog listing's data loads during a client-side navigation. */
export function BlogListingPending() {
  return (
    <div className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-24" role="status">
      <Spinner />
      <p className="text-muted">Loading articles…</p>
    </div>
  )
}

/** The article page's outline while its data loads during a client-side navigation. */
export function PostSkeleton() {
  return (
    <div className="container-page max-w-3xl py-12 motion-safe:animate-pulse" role="status" data-testid="post-skeleton">
      <span className="sr-only">Loading the article…</span>
      <div aria-hidden="true">
        <div className="h-4 w-28 rounded bg-brand-100" />
        <div className="mt-8 h-10 w-4/5 rounded bg-brand-100" />
        <div className="mt-4 h-4 w-1/2 rounded bg-brand-50" />
        <div className="mt-8 aspect-[16/9] w-full rounded-2xl bg-brand-50" />
        <div className="mt-8 space-y-3">
          <div className="h-4 w-full rounded bg-brand-50" />
          <div className="h-4 w-11/12 rounded bg-brand-50" />
          <div className="h-4 w-10/12 rounded bg-brand-50" />
          <div className="h-4 w-3/4 rounded bg-brand-50" />
        </div>
      </div>
    </div>
  )
}
