import { useQuery } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { fieldErrors, legalPagesQueryOptions, useSaveLegalPage } from '#app/admin-api/settings.ts'
import { Button, buttonClasses } from '#app/components/ui/button.tsx'
import { Input, Textarea } from '#app/components/ui/field.tsx'
import { legalPageAnchor } from '#shared/schemas/go-live.ts'
import { legalPageInputSchema, legalPageLimits, type LegalPage } from '#shared/schemas/legal-page.ts'
import { legalPagePath } from '#shared/paths.ts'
import { SettingsField } from './settings-field.tsx'
import { SectionQueryState, SettingsSection } from './settings-section.tsx'

const savedDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

function PageStatus({ page }: { page: LegalPage }) {
  if (page.needsReview) return <span className="rounded-full bg-clay-100 px-2.5 py-0.5 text-sm font-semibold text-clay-700">Needs your review</span>
  if (page.isStarter) return <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">Starter text</span>
  return <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">Saved {savedDate(page.updatedAt)}</span>
}

/** Pages: the practice's legal pages, each edited in the post editor's line format with a live preview. */
export function LegalPagesSection({ renderPreview }: { renderPreview?: (content: string) => ReactNode }) {
  const pages = useQuery(legalPagesQueryOptions)
  const [editing, setEditing] = useState<LegalPage['key'] | null>(null)
  return (
    <SettingsSection
      id="settings-pages"
      title="Pages"
      description="The legal pages the website links from every footer. Each started from a text written for this practice and this website; the HIPAA Notice and the terms need your review before launch."
    >
      {!pages.isSuccess ? (
        <SectionQueryState query={pages} loading="Loading pages…" failure="Could not load the pages." />
      ) : (
        <ul className="divide-y divide-brand-100">
          {pages.data.map((page) => (
            <li key={page.key} className="py-4">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <h4 className="font-sans text-base font-semibold text-ink">{page.title}</h4>
                <PageStatus page={page} />
                <div className="ml-auto flex gap-2">
                  <a href={legalPagePath(page.key)} target="_blank" rel="noopener" className={buttonClasses('ghost')}>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    View<span className="sr-only"> {page.title} (opens in a new tab)</span>
                  </a>
                  <Button
                    id={legalPageAnchor(page.key)}
                    variant="outline"
                    aria-expanded={editing === page.key}
                    onClick={() => setEditing(editing === page.key ? null : page.key)}
                  >
                    Edit<span className="sr-only"> {page.title}</span>
                  </Button>
                </div>
              </div>
              {editing === page.key ? (
                <LegalPageEditor page={page} renderPreview={renderPreview} onDone={() => setEditing(null)} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  )
}

function LegalPageEditor({ page, renderPreview, onDone }: { page: LegalPage; renderPreview?: (content: string) => ReactNode; onDone: () => void }) {
  const [title, setTitle] = useState(page.title)
  const [content, setContent] = useState(page.content)
  const [errors, setErrors] = useState<Record<string, string[]>>({})
  const save = useSaveLegalPage()
  const id = `legal-page-editor-${page.key}`

  useEffect(() => {
    document.getElementById(`${id}-title`)?.focus()
  }, [id])

  const close = () => {
    onDone()
    // Back to the button that opened the editor.
    requestAnimationFrame(() => document.getElementById(legalPageAnchor(page.key))?.focus())
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const parsed = legalPageInputSchema.safeParse({ title, content })
    if (!parsed.success) {
      const fields: Record<string, string[]> = {}
      for (const issue of parsed.error.issues) (fields[String(issue.path[0] ?? '_')] ??= []).push(issue.message)
      setErrors(fields)
      return
    }
    setErrors({})
    save.mutate(
      { key: page.key, ...parsed.data },
      {
        onSuccess: close,
        onError: (error) => setErrors(fieldErrors(error) ?? {}),
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Edit ${page.title}`} className="mt-4 space-y-4 rounded-xl border border-brand-100 bg-brand-50/40 p-4">
      {page.needsReview ? (
        <p className="rounded-lg bg-clay-50 px-3 py-2 text-sm text-ink">
          This is a starter text. Read it against how your practice really works (ideally with your compliance adviser), change what differs, and save: the
          page then counts as reviewed.
        </p>
      ) : null}
      <SettingsField id={`${id}-title`} label="Title" required errors={errors.title}>
        {(describedBy, isInvalid) => (
          <Input
            id={`${id}-title`}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            maxLength={legalPageLimits.title}
            aria-describedby={describedBy}
            aria-invalid={isInvalid || undefined}
          />
        )}
      </SettingsField>
      <div className={renderPreview ? 'grid gap-4 lg:grid-cols-2' : undefined}>
        <SettingsField
          id={`${id}-content`}
          label="Content"
          required
          hint="Line format as in posts: # Heading, ## Subheading, - list item, *italic line*, [text](https://…)."
          errors={errors.content}
        >
          {(describedBy, isInvalid) => (
            <Textarea
              id={`${id}-content`}
              rows={16}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              maxLength={legalPageLimits.content}
              aria-describedby={describedBy}
              aria-invalid={isInvalid || undefined}
              className="font-mono text-sm"
            />
          )}
        </SettingsField>
        {renderPreview?.(content)}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          Save page
        </Button>
      </div>
    </form>
  )
}
