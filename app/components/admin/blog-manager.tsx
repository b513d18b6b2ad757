import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { describeError } from '#app/admin-api/client.ts'
import { settingsQueryOptions } from '#app/admin-api/settings.ts'
import { adminPostsQueryOptions, useCreatePost, useDeletePost, useTogglePublish, useUpdatePost } from '#app/admin-api/posts.ts'
import { toPracticeWallTime } from '#app/lib/practice-time.ts'
import { isScheduled, type AdminPost } from '#shared/schemas/post.ts'
import { clearDraft, emptyPostValues, loadDraft, publishingOf, saveDraft, type PostDraft, type PostFormValues } from './post-draft.ts'
import { PostForm } from './post-form.tsx'
import { PostList } from './post-list.tsx'

type FormState =
  | { mode: 'closed' }
  | { mode: 'create'; values: PostFormValues; restoredAt?: string }
  | { mode: 'edit'; postId: string; isPublished: boolean; values: PostFormValues; restoredAt?: string; saved?: PostFormValues }

function fromDraft(draft: PostDraft | null): FormState {
  if (!draft) return { mode: 'closed' }
  return draft.mode === 'create'
    ? { mode: 'create', values: draft.values, restoredAt: draft.savedAt }
    : { mode: 'edit', postId: draft.postId, isPublished: draft.isPublished, values: draft.values, restoredAt: draft.savedAt }
}

function valuesOf(post: AdminPost): PostFormValues {
  const scheduled = isScheduled(post)
  return {
    title: post.title,
    author: post.author,
    excerpt: post.excerpt,
    content: post.content,
    tags: post.tags.join(', '),
    metaTitle: post.metaTitle,
    metaDescription: post.metaDescription,
    featuredImage: post.featuredImage ?? '',
    featuredImageAlt: post.featuredImageAlt ?? '',
    imageDecorative: post.featuredImage !== null && post.featuredImageAlt === '',
    slug: post.slug,
    publishMode: !post.isPublished ? 'draft' : scheduled ? 'schedule' : 'now',
    publishAtLocal: scheduled && post.publishAt ? toPracticeWallTime(post.publishAt) : '',
  }
}

/** The fields every save sends, from the form's values. */
function bodyOf(values: PostFormValues) {
  const image = values.featuredImage.trim()
  return {
    title: values.title,
    author: values.author,
    excerpt: values.excerpt,
    content: values.content,
    tags: values.tags,
    metaTitle: values.metaTitle,
    metaDescription: values.metaDescription,
    featuredImage: values.featuredImage,
    featuredImageAlt: !image ? null : values.imageDecorative ? '' : values.featuredImageAlt.trim(),
  }
}

const samePublishing = (a: PostFormValues, b: PostFormValues) =>
  a.publishMode === b.publishMode && (a.publishMode !== 'schedule' || a.publishAtLocal === b.publishAtLocal)

export interface BlogManagerProps {
  /** Renders the live preview of the content being written. */
  renderPreview?: (content: string) => ReactNode
}

/** 'Blog Management': the post form and 'All Posts (count)' (docs/product.md, *Blog Manager*). */
export function BlogManager({ renderPreview }: BlogManagerProps) {
  const posts = useQuery(adminPostsQueryOptions())
  const settings = useQuery(settingsQueryOptions)
  const [form, setForm] = useState<FormState>(() => fromDraft(loadDraft()))
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set())
  const formRef = useRef<HTMLDivElement>(null)
  const newPostRef = useRef<HTMLButtonElement>(null)

  // Keep the open form in this browser as the owner types (a short pause batches keystrokes).
  const changed = useRef(false)
  useEffect(() => {
    if (form.mode === 'closed' || !changed.current) return
    const timer = setTimeout(() => {
      const savedAt = new Date().toISOString()
      saveDraft(
        form.mode === 'create'
          ? { mode: 'create', values: form.values, savedAt }
          : { mode: 'edit', postId: form.postId, isPublished: form.isPublished, values: form.values, savedAt },
      )
    }, 250)
    return () => clearTimeout(timer)
  }, [form])

  const close = () => {
    changed.current = false
    clearDraft()
    setForm({ mode: 'closed' })
    requestAnimationFrame(() => newPostRef.current?.focus())
  }

  const create = useCreatePost(close)
  const update = useUpdatePost(close)
  const remove = useDeletePost()
  const toggle = useTogglePublish()

  const open = (state: FormState) => {
    changed.current = false
    setForm(state)
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' })
      formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true })
    })
  }

  const onChange = (values: PostFormValues) => {
    changed.current = true
    setForm((current) => (current.mode === 'closed' ? current : { ...current, values }))
  }

  const onSubmit = (values: PostFormValues) => {
    if (form.mode === 'create') create.mutate({ ...bodyOf(values), publishing: publishingOf(values) })
    else if (form.mode === 'edit') {
      const current = posts.data?.find((post) => post.id === form.postId)
      const saved = form.saved ?? (current ? valuesOf(current) : undefined)
      // Publishing left as it was opened keeps the post's current state (it may have been
      // toggled in the list meanwhile); a changed one says what to do.
      const publishing = saved && samePublishing(values, saved) ? { isPublished: current?.isPublished ?? form.isPublished } : publishingOf(values)
      update.mutate({ ...bodyOf(values), id: form.postId, slug: values.slug.trim(), ...publishing })
    }
  }

  /** Clears the text kept in this browser and the form with it. */
  const discard = () => close()

  /** A restored revision replaces what the form shows; the kept text follows. */
  const onRestored = (post: AdminPost) => {
    changed.current = true
    setForm((current) => (current.mode === 'edit' && current.postId === post.id ? { ...current, values: valuesOf(post), saved: valuesOf(post), restoredAt: undefined } : current))
  }

  const currentPost = form.mode === 'edit' ? posts.data?.find((post) => post.id === form.postId) : undefined

  const withBusy = (id: string, run: (done: () => void) => void) => {
    setBusyIds((ids) => new Set(ids).add(id))
    run(() =>
      setBusyIds((ids) => {
        const next = new Set(ids)
        next.delete(id)
        return next
      }),
    )
  }

  const formOpen = form.mode !== 'closed'

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-2xl font-semibold text-brand-800">Blog Management</h2>
        <Button ref={newPostRef} disabled={formOpen} onClick={() => open({ mode: 'create', values: emptyPostValues })}>
          <Plus aria-hidden="true" className="size-4" />
          New Post
        </Button>
      </div>

      {form.mode !== 'closed' ? (
        <div ref={formRef} className="scroll-mt-4">
          <PostForm
            key={form.mode === 'edit' ? form.postId : 'new'}
            mode={form.mode}
            values={form.values}
            onChange={onChange}
            onSubmit={onSubmit}
            onCancel={close}
            saving={create.isPending || update.isPending}
            defaultAuthor={settings.data?.doctorName ?? ''}
            restoredAt={form.restoredAt}
            onDiscard={discard}
            post={currentPost}
            onRestored={onRestored}
            preview={renderPreview?.(form.values.content)}
          />
        </div>
      ) : null}

      {posts.isPending ? (
        <p role="status" className="flex items-center gap-3 text-muted">
          <Spinner className="size-6" />
          Loading posts…
        </p>
      ) : posts.isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to fetch posts. {describeError(posts.error)}
        </p>
      ) : (
        <PostList
          posts={posts.data}
          formOpen={formOpen}
          busyIds={busyIds}
          onEdit={(post) => open({ mode: 'edit', postId: post.id, isPublished: post.isPublished, values: valuesOf(post), saved: valuesOf(post) })}
          onTogglePublish={(post) => withBusy(post.id, (done) => toggle.mutate(post, { onSettled: done }))}
          onDelete={(post) => withBusy(post.id, (done) => remove.mutate(post, { onSettled: done }))}
        />
      )}
    </div>
  )
}
