import * as Dialog from '@radix-ui/react-dialog'
import { useQuery } from '@tanstack/react-query'
import { History, X } from 'lucide-react'
import { useState } from 'react'
import { describeError } from '#app/admin-api/client.ts'
import { fetchRevision, revisionsQueryOptions, useRestoreRevision } from '#app/admin-api/posts.ts'
import { Button } from '#app/components/ui/button.tsx'
import { Spinner } from '#app/components/ui/spinner.tsx'
import { PostBody } from '#app/lib/post-body.tsx'
import { formatPracticeMoment } from '#app/lib/practice-time.ts'
import type { AdminPost, Revision, RevisionSummary } from '#shared/schemas/post.ts'

/** 'title, content · 12 words added, 3 removed' */
export function describeChanges({ changes }: Pick<RevisionSummary, 'changes'>, isFirst: boolean): string {
  const words = [
    changes.wordsAdded > 0 ? `${changes.wordsAdded} ${changes.wordsAdded === 1 ? 'word' : 'words'} added` : '',
    changes.wordsRemoved > 0 ? `${changes.wordsRemoved} removed` : '',
  ]
    .filter(Boolean)
    .join(', ')
  if (isFirst) return `First version${words ? ` · ${words}` : ''}`
  const fields = changes.fields.length > 0 ? `Changed: ${changes.fields.join(', ')}` : 'Saved without changes'
  return words ? `${fields} · ${words}` : fields
}

export interface RevisionHistoryProps {
  post: AdminPost
  /** Called with the post as restored. */
  onRestored: (post: AdminPost) => void
}

/**
 * History: every saved version of the post, newest first, with what each changed; one can be
 * shown and restored (which saves it as a new version, so nothing is lost). A Radix dialog:
 * focus moves in, stays inside, and returns to the History button when it closes.
 */
export function RevisionHistory({ post, onRestored }: RevisionHistoryProps) {
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState<Revision | null>(null)
  const [loadingId, setLoadingId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const revisions = useQuery({ ...revisionsQueryOptions(post.id), enabled: open })
  const restore = useRestoreRevision((restored) => {
    setOpen(false)
    setShown(null)
    onRestored(restored)
  })

  const show = async (id: string) => {
    setLoadingId(id)
    setError(null)
    try {
      setShown(await fetchRevision(post.id, id))
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setLoadingId(null)
    }
  }

  const list = revisions.data ?? []
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setShown(null)
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline">
          <History aria-hidden="true" className="size-4" />
          History
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[min(44rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-4 shadow-2xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-brand-800">History of “{post.title}”</Dialog.Title>
            <Dialog.Close className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Every save is kept (the last 100 at least). Restoring a version saves it as a new one, so nothing is lost.
          </Dialog.Description>
          <div className="mt-4 min-h-0 flex-1 overflow-y-auto">
            {shown ? (
              <section aria-labelledby="revision-shown-heading">
                <Button variant="ghost" onClick={() => setShown(null)}>
                  ← All versions
                </Button>
                <h3 id="revision-shown-heading" className="mt-2 text-lg font-semibold text-brand-900">
                  {shown.title}
                </h3>
                <p className="text-sm text-muted">Saved {formatPracticeMoment(shown.createdAt)}</p>
                <p className="mt-3 text-brand-900">{shown.excerpt}</p>
                <PostBody content={shown.content} isPreview className="post-body mt-3 text-base" />
                <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="font-semibold">Address</dt>
                  <dd className="break-all">{shown.slug}</dd>
                  <dt className="font-semibold">Author</dt>
                  <dd>{shown.author}</dd>
                  <dt className="font-semibold">Tags</dt>
                  <dd>{shown.tags.join(', ') || 'None'}</dd>
                  <dt className="font-semibold">SEO title</dt>
                  <dd>{shown.metaTitle || 'None'}</dd>
                </dl>
                <p className="mt-4">
                  <Button
                    disabled={restore.isPending}
                    onClick={() => restore.mutate({ postId: post.id, revisionId: shown.id, when: formatPracticeMoment(shown.createdAt) })}
                  >
                    Restore this version
                  </Button>
                </p>
              </section>
            ) : revisions.isPending ? (
              <p role="status" className="flex items-center gap-3 text-muted">
                <Spinner className="size-5 border-2" />
                Loading the history…
              </p>
            ) : revisions.isError ? (
              <p role="alert" className="text-red-800">
                Could not load the history. {describeError(revisions.error)}
              </p>
            ) : (
              <ol aria-label="Saved versions, newest first" className="divide-y divide-brand-100">
                {list.map((revision, index) => {
                  const when = formatPracticeMoment(revision.createdAt)
                  return (
                    <li key={revision.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                      <div className="min-w-0">
                        <p className="font-semibold text-ink">
                          {when}
                          {index === 0 ? <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs text-brand-900">Current</span> : null}
                        </p>
                        <p className="text-sm break-words text-muted">{revision.title}</p>
                        <p className="text-sm text-brand-900">{describeChanges(revision, index === list.length - 1 && list.length < 100)}</p>
                      </div>
                      <div className="flex shrink-0 gap-2">
                        <Button variant="outline" disabled={loadingId !== null} aria-busy={loadingId === revision.id} onClick={() => void show(revision.id)} aria-label={`Show the version of ${when}`}>
                          Show
                        </Button>
                        {index > 0 ? (
                          <Button
                            variant="outline"
                            disabled={restore.isPending}
                            onClick={() => restore.mutate({ postId: post.id, revisionId: revision.id, when })}
                            aria-label={`Restore the version of ${when}`}
                          >
                            Restore
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  )
                })}
              </ol>
            )}
            {error ? (
              <p role="alert" className="mt-3 text-red-800">
                {error}
              </p>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
