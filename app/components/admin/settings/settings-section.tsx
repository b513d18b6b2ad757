import type { ReactNode } from 'react'

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
