import { useQuery } from '@tanstack/react-query'
import { CircleCheck, Rocket } from 'lucide-react'
import { describeError } from '#app/admin-api/client.ts'
import { goLiveQueryOptions } from '#app/admin-api/settings.ts'
import { Button } from '#app/components/ui/button.tsx'
import type { AdminTarget } from '#shared/schemas/go-live.ts'

/**
 * What still stands between the site and a real launch (sample settings, unreviewed legal pages,
 * SITE_URL, a first post), each with a way to where it is fixed. An item goes once it is done.
 */
export function GoLiveChecklist({ onGo }: { onGo: (target: AdminTarget) => void }) {
  const checklist = useQuery(goLiveQueryOptions)
  const items = checklist.data?.items
  return (
    <section aria-labelledby="go-live-heading" className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <h3 id="go-live-heading" className="flex items-center gap-2 text-xl font-semibold text-brand-800">
        <Rocket aria-hidden="true" className="size-5 text-brand-700" />
        Go-live checklist
      </h3>
      {checklist.isPending ? (
        <p role="status" className="mt-2 text-muted">
          Checking…
        </p>
      ) : checklist.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          Could not check. {describeError(checklist.error)}
        </p>
      ) : items && items.length === 0 ? (
        <p className="mt-2 flex items-center gap-2 font-semibold text-brand-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          Your site is ready to go live.
        </p>
      ) : (
        <>
          <p className="mt-1 text-muted">Before the site goes live, {items!.length === 1 ? 'one thing remains' : `${items!.length} things remain`}:</p>
          <ul className="mt-3 divide-y divide-brand-100">
            {items!.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">{item.title}</p>
                  <p className="text-sm break-words text-muted">{item.detail}</p>
                </div>
                {item.fix ? (
                  <Button variant="outline" aria-label={`Fix this: ${item.title}`} onClick={() => onGo(item.fix!)}>
                    Fix this
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
