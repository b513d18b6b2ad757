import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describeError } from '#app/admin-api/client.ts'
import { Spinner } from '#app/components/ui/spinner.tsx'

interface SettingsSectionProps {
  /** The section's id: the go-live checklist and the tab's own links point at it. */
  id: string
  title: string
  description: string
  children: ReactNode
}

/** One section of the Settings tab: a titled card. Sections are independent of each other. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
      <h3 id={`${id}-heading`} className="text-xl font-semibold text-brand-800">
        {title}
      </h3>
      <p className="mt-1 text-muted">{description}</p>
      <div className="mt-5">{children}</div>
    </section>
  )
}

/** What a section shows until its query has data: a spinner while it loads, the reason if it failed. */
export function SectionQueryState({ query, loading, failure }: { query: UseQueryResult<unknown>; loading: string; failure: string }) {
  if (query.isError) {
    return (
      <p role="alert" className="text-red-700">
        {failure} {describeError(query.error)}
      </p>
    )
  }
  return (
    <p role="status" className="flex items-center gap-2 text-muted">
      <Spinner /> {loading}
    </p>
  )
}
