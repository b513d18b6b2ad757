import { ExternalLink, X } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button, buttonClasses } from '#app/components/ui/button.tsx'
import { Input, Label, Textarea } from '#app/components/ui/field.tsx'
import { formatPracticeMoment, practiceTimeZoneLabel } from '#app/lib/practice-time.ts'
import { paths, postPreviewPath } from '#shared/paths.ts'
import { isScheduled, postLimits, seoAdvice, type AdminPost } from '#shared/schemas/post.ts'
import { FeaturedImageField } from './featured-image-field.tsx'
import { formProblems, isSubmittable, type PostFormValues, type PublishMode } from './post-draft.ts'
import { RevisionHistory } from './revision-history.tsx'
import { SeoCounter } from './seo-counter.tsx'
import { SharePreview } from './share-preview.tsx'

export interface PostFormProps {
  mode: 'create' | 'edit'
  values: PostFormValues
  onChange: (values: PostFormValues) => void
  onSubmit: (values: PostFormValues) => void
  onCancel: () => void
  saving: boolean
  defaultAuthor: string
  /** When the form was filled from the draft kept in this browser, its time. */
  restoredAt?: string
  /** The live preview of the content (the article page's formatter). */
  preview?: ReactNode
  /** Clears the text kept in this browser and the form. */
  onDiscard?: () => void
  /** The post being edited, as last saved (Preview and History). */
  post?: AdminPost
  /** A revision was restored: the form shows the post as restored. */
  onRestored?: (post: AdminPost) => void
}

const seoTips = [
  `Keep the SEO title under ${seoAdvice.metaTitle} characters.`,
  `Keep the SEO description under ${seoAdvice.metaDescription} characters.`,
  'Include the words people search for, such as "trauma therapy Bethlehem PA".',
  'Make titles compelling: say what the reader will learn.',
]

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-700">
      {message}
    </p>
  ) : null
}

function publishLabel(mode: PublishMode, post: AdminPost | undefined): string {
  if (mode === 'draft') return 'Draft: not public'
  if (mode === 'now') return post?.isPublished && !isScheduled(post) ? 'Published' : 'Publish now'
  return 'Schedule for a date and time'
}

function Field({ label, htmlFor, required, hint, children }: { label: string; htmlFor: string; required?: boolean; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={htmlFor} required={required}>
        {label}
      </Label>
      {children}
      {hint}
    </div>
  )
}

/**
 * Create or edit a post (docs/product.md, *The post form*). A submit without title, excerpt and content
 * is ignored (the fields are also marked required); the SEO counters advise but never block.
 */
export function PostForm({ mode, values, onChange, onSubmit, onCancel, saving, defaultAuthor, restoredAt, preview, onDiscard, post, onRestored }: PostFormProps) {
  const id = useId()
  const field = (name: keyof PostFormValues) => `${id}-${name}`
  const set = (name: keyof PostFormValues) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value })
  const heading = mode === 'create' ? 'Create New Post' : 'Edit Post'
  // Problems show once the owner tries to save, then follow every change.
  const [checked, setChecked] = useState(false)
  const problems = checked ? formProblems(values, mode) : {}
  const described = (name: keyof PostFormValues, ...others: string[]) => [problems[name as keyof typeof problems] ? `${field(name)}-error` : '', ...others].filter(Boolean).join(' ') || undefined
  const [origin] = useState(() => (typeof window === 'undefined' ? 'https://example.com' : window.location.origin))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving || !isSubmittable(values)) return
    const found = formProblems(values, mode)
    setChecked(true)
    const first = Object.keys(found)[0] as keyof PostFormValues | undefined
    if (first) {
      document.getElementById(field(first))?.focus()
      return
    }
    onSubmit(values)
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex items-start justify-between gap-4">
        <h3 id={`${id}-heading`} className="text-xl font-semibold text-brand-800">
          {heading}
        </h3>
        <Button variant="ghost" size="icon" onClick={onCancel} aria-label="Close the form">
          <X aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {post ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={postPreviewPath(post.id)} target="_blank" rel="noopener" className={buttonClasses('outline')}>
            <ExternalLink aria-hidden="true" className="size-4" />
            Preview<span className="sr-only"> as last saved (opens in a new tab)</span>
          </a>
          {onRestored ? <RevisionHistory post={post} onRestored={onRestored} /> : null}
        </div>
      ) : null}
      {restoredAt ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2">
          <p role="status" className="text-sm text-brand-900">
            Restored the unsaved text kept in this browser ({new Date(restoredAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}).
          </p>
          {onDiscard ? (
            <Button variant="outline" onClick={onDiscard}>
              Discard<span className="sr-only"> the restored text</span>
            </Button>
          ) : null}
        </div>
      ) : null}
      <p className="mt-2 text-sm text-muted">
        Fields marked <span className="text-red-700">*</span> are required. Your text is kept in this browser until you save it.
      </p>

      <form onSubmit={submit} className="mt-4 space-y-5" aria-labelledby={`${id}-heading`}>
        <div className="grid gap-5 md:grid-cols-2">
          <Field label="Title" htmlFor={field('title')} required>
            <Input id={field('title')} value={values.title} onChange={set('title')} required maxLength={200} />
          </Field>
          <Field label="Author" htmlFor={field('author')}>
            <Input id={field('author')} value={values.author} onChange={set('author')} placeholder={defaultAuthor} maxLength={120} />
          </Field>
        </div>

        {mode === 'edit' ? (
          <Field
            label="Address"
            htmlFor={field('slug')}
            required
            hint={
              <>
                <p id={`${field('slug')}-hint`} className="mt-1 text-sm text-muted">
                  Lowercase letters, digits and hyphens. If you change it, the old address keeps working: it forwards visitors and search engines to
                  the new one.
                </p>
                <FieldError id={`${field('slug')}-error`} message={problems.slug} />
              </>
            }
          >
            <div className="flex min-w-0 items-stretch">
              <span aria-hidden="true" className="hidden shrink-0 items-center rounded-l-lg border border-r-0 border-slate-400 bg-slate-50 px-3 text-sm whitespace-nowrap text-slate-700 sm:flex">
                {paths.blog}/
              </span>
              <Input
                id={field('slug')}
                value={values.slug}
                onChange={set('slug')}
                required
                maxLength={postLimits.slug}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                aria-invalid={problems.slug ? true : undefined}
                aria-describedby={described('slug', `${field('slug')}-hint`)}
                className="sm:rounded-l-none"
              />
            </div>
          </Field>
        ) : null}

        <Field label="Excerpt" htmlFor={field('excerpt')} required>
          <Textarea id={field('excerpt')} rows={3} value={values.excerpt} onChange={set('excerpt')} required maxLength={1000} />
        </Field>

        <div className={preview ? 'grid gap-5 lg:grid-cols-2' : undefined}>
          <Field
            label="Content"
            htmlFor={field('content')}
            required
            hint={
              <p id={`${field('content')}-hint`} className="mt-1 text-sm text-muted">
                Markdown supported: # Heading, ## Subheading, - list item, *italic line*.
              </p>
            }
          >
            <Textarea
              id={field('content')}
              rows={12}
              value={values.content}
              onChange={set('content')}
              required
              aria-describedby={`${field('content')}-hint`}
              className="font-mono text-sm"
            />
          </Field>
          {preview}
        </div>

        <div className="grid gap-5 md:grid-cols-2">
          <Field
            label="Tags"
            htmlFor={field('tags')}
            hint={
              <p id={`${field('tags')}-hint`} className="mt-1 text-sm text-muted">
                Comma separated, e.g. Trauma, PTSD, Intensives
              </p>
            }
          >
            <Input id={field('tags')} value={values.tags} onChange={set('tags')} aria-describedby={`${field('tags')}-hint`} />
          </Field>
          <div className="space-y-3">
            <FeaturedImageField value={values.featuredImage} onChange={(featuredImage) => onChange({ ...values, featuredImage })} />
            {values.featuredImage.trim() ? (
              <div>
                <Label htmlFor={field('featuredImageAlt')} required={!values.imageDecorative}>
                  Featured image description
                </Label>
                <Textarea
                  id={field('featuredImageAlt')}
                  rows={2}
                  value={values.imageDecorative ? '' : values.featuredImageAlt}
                  onChange={set('featuredImageAlt')}
                  disabled={values.imageDecorative}
                  aria-required={!values.imageDecorative}
                  maxLength={postLimits.featuredImageAlt}
                  aria-invalid={problems.featuredImageAlt ? true : undefined}
                  aria-describedby={described('featuredImageAlt', `${field('featuredImageAlt')}-hint`)}
                />
                <p id={`${field('featuredImageAlt')}-hint`} className="mt-1 text-sm text-muted">
                  What the picture shows, for people who use a screen reader, e.g. “Morning light on a quiet office chair”.
                </p>
                <FieldError id={`${field('featuredImageAlt')}-error`} message={problems.featuredImageAlt} />
                <label className="mt-2 flex min-h-11 items-center gap-2 text-sm text-ink">
                  <input
                    type="checkbox"
                    checked={values.imageDecorative}
                    onChange={(event) => onChange({ ...values, imageDecorative: event.target.checked })}
                    className="size-5 accent-brand-700"
                  />
                  Decorative: the picture adds nothing to the text, so screen readers skip it
                </label>
              </div>
            ) : null}
          </div>
        </div>

        <div className="grid gap-5 md:grid-cols-2">
          <Field label="SEO Title" htmlFor={field('metaTitle')} hint={<SeoCounter id={`${field('metaTitle')}-count`} length={values.metaTitle.length} limit={seoAdvice.metaTitle} />}>
            <Input id={field('metaTitle')} value={values.metaTitle} onChange={set('metaTitle')} aria-describedby={`${field('metaTitle')}-count`} />
          </Field>
          <Field
            label="SEO Description"
            htmlFor={field('metaDescription')}
            hint={<SeoCounter id={`${field('metaDescription')}-count`} length={values.metaDescription.length} limit={seoAdvice.metaDescription} />}
          >
            <Textarea
              id={field('metaDescription')}
              rows={3}
              value={values.metaDescription}
              onChange={set('metaDescription')}
              aria-describedby={`${field('metaDescription')}-count`}
            />
          </Field>
        </div>

        <SharePreview
          title={values.metaTitle.trim() || values.title.trim()}
          description={values.metaDescription.trim() || values.excerpt.trim()}
          slug={mode === 'edit' ? values.slug.trim() : ''}
          featuredImage={values.featuredImage.trim()}
          imageAlt={values.imageDecorative ? '' : values.featuredImageAlt.trim()}
          origin={origin}
        />

        <aside aria-labelledby={`${id}-tips`} className="rounded-xl border border-brand-100 bg-brand-50 p-4">
          <h4 id={`${id}-tips`} className="font-sans text-sm font-semibold text-brand-900">
            SEO Tips
          </h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-brand-900">
            {seoTips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </aside>

        <fieldset className="rounded-xl border border-brand-100 p-4">
          <legend className="px-1 text-sm font-semibold text-ink">Publishing</legend>
          {post && isScheduled(post) && post.publishAt ? (
            <p className="text-sm text-brand-900">Now: scheduled for {formatPracticeMoment(post.publishAt)}.</p>
          ) : null}
          <div className="mt-1 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {(['draft', 'now', 'schedule'] as const).map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name={field('publishMode')}
                  value={option}
                  checked={values.publishMode === option}
                  onChange={() => onChange({ ...values, publishMode: option })}
                  className="size-5 accent-brand-700"
                />
                {publishLabel(option, post)}
              </label>
            ))}
          </div>
          {values.publishMode === 'schedule' ? (
            <div className="mt-2 max-w-sm">
              <Label htmlFor={field('publishAtLocal')}>Date and time</Label>
              <Input
                id={field('publishAtLocal')}
                type="datetime-local"
                value={values.publishAtLocal}
                onChange={set('publishAtLocal')}
                aria-required="true"
                aria-invalid={problems.publishAtLocal ? true : undefined}
                aria-describedby={described('publishAtLocal', `${field('publishAtLocal')}-hint`)}
              />
              <p id={`${field('publishAtLocal')}-hint`} className="mt-1 text-sm text-muted">
                In the practice’s time zone: {practiceTimeZoneLabel()}. The post appears on the site by itself at that moment.
              </p>
              <FieldError id={`${field('publishAtLocal')}-error`} message={problems.publishAtLocal} />
            </div>
          ) : null}
        </fieldset>

        <div className="flex flex-col-reverse gap-2 border-t border-brand-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            {mode === 'create' ? 'Create Post' : 'Update Post'}
          </Button>
        </div>
      </form>
    </section>
  )
}
