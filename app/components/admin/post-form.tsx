import { X } from 'lucide-react'
import { useId, type FormEvent, type ReactNode } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Input, Label, Textarea } from '#app/components/ui/field.tsx'
import { seoAdvice } from '#shared/schemas/post.ts'
import { FeaturedImageField } from './featured-image-field.tsx'
import { isSubmittable, type PostFormValues } from './post-draft.ts'
import { SeoCounter } from './seo-counter.tsx'

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
}

const seoTips = [
  `Keep the SEO title under ${seoAdvice.metaTitle} characters.`,
  `Keep the SEO description under ${seoAdvice.metaDescription} characters.`,
  'Include the words people search for, such as "trauma therapy Bethlehem PA".',
  'Make titles compelling: say what the reader will learn.',
]

function Field({ label, htmlFor, required, hint, children }: { label: string; htmlFor: string; required?: boolean; hint?: ReactNode; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={htmlFor}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {children}
      {hint}
    </div>
  )
}

/**
 * Create or edit a post (spec sections 2, 4 and 5). A submit without title, excerpt and content
 * is ignored (the fields are also marked required); the SEO counters advise but never block.
 */
export function PostForm({ mode, values, onChange, onSubmit, onCancel, saving, defaultAuthor, restoredAt, preview }: PostFormProps) {
  const id = useId()
  const field = (name: keyof PostFormValues) => `${id}-${name}`
  const set = (name: keyof PostFormValues) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value })
  const heading = mode === 'create' ? 'Create New Post' : 'Edit Post'

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving || !isSubmittable(values)) return
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
      {restoredAt ? (
        <p role="status" className="mt-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
          Restored the unsaved text kept in this browser ({new Date(restoredAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}).
        </p>
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
          <FeaturedImageField value={values.featuredImage} onChange={(featuredImage) => onChange({ ...values, featuredImage })} />
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
