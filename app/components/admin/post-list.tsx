import { ExternalLink, Eye, EyeOff, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/alert-dialog.tsx'
import { cn } from '#app/lib/cn.ts'
import { formatPracticeMoment, practiceTimeZone } from '#app/lib/practice-time.ts'
import { postPreviewPath } from '#shared/paths.ts'
import { isScheduled, type AdminPost } from '#shared/schemas/post.ts'

export interface PostListProps {
  posts: AdminPost[]
  /** The form is open: edit buttons wait until it closes. */
  formOpen: boolean
  onEdit: (post: AdminPost) => void
  onTogglePublish: (post: AdminPost) => void
  onDelete: (post: AdminPost) => void
  /** Ids with a publish/unpublish or delete under way. */
  busyIds: ReadonlySet<string>
}

export const deleteConfirmation = 'Are you sure you want to delete this post? This action cannot be undone.'

function formatDate(iso: string | null): string {
  if (!iso) return 'Not published yet'
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: practiceTimeZone() })
}

/** 'All Posts (count)': every post with its state and the actions on it. */
export function PostList({ posts, formOpen, onEdit, onTogglePublish, onDelete, busyIds }: PostListProps) {
  const [confirming, setConfirming] = useState<AdminPost | null>(null)

  return (
    <section aria-labelledby="all-posts-heading" className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:p-6">
      <h3 id="all-posts-heading" className="text-xl font-semibold text-brand-800">
        All Posts ({posts.length})
      </h3>
      {posts.length === 0 ? (
        <p className="mt-4 rounded-xl bg-brand-50 p-6 text-center text-muted">No blog posts yet. Create your first post to get started!</p>
      ) : (
        <ul className="mt-4 divide-y divide-brand-100">
          {posts.map((post) => {
            const busy = busyIds.has(post.id)
            const scheduled = isScheduled(post)
            return (
              <li key={post.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <h4 className="font-sans text-base font-semibold break-words text-ink">{post.title}</h4>
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        scheduled ? 'bg-amber-100 text-amber-900' : post.isPublished ? 'bg-brand-100 text-brand-900' : 'bg-clay-100 text-clay-700',
                      )}
                    >
                      {scheduled ? 'Scheduled' : post.isPublished ? 'Published' : 'Draft'}
                    </span>
                  </div>
                  <p className="mt-1 line-clamp-2 text-sm text-muted">{post.excerpt}</p>
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
                    <span>By {post.author}</span>
                    <span>{scheduled && post.publishAt ? `Scheduled for ${formatPracticeMoment(post.publishAt)}` : formatDate(post.publishedDate)}</span>
                    <span>
                      {post.tags.length} {post.tags.length === 1 ? 'tag' : 'tags'}
                    </span>
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <a
                    href={postPreviewPath(post.id)}
                    target="_blank"
                    rel="noopener"
                    aria-label={`Preview ${post.title} (opens in a new tab)`}
                    title="Preview"
                    className="inline-flex size-10 items-center justify-center rounded-lg border border-brand-300 bg-white text-brand-800 hover:bg-brand-50"
                  >
                    <ExternalLink aria-hidden="true" className="size-4" />
                  </a>
                  <Button variant="outline" size="icon" disabled={formOpen} onClick={() => onEdit(post)} aria-label={`Edit ${post.title}`} title="Edit">
                    <Pencil aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    disabled={busy}
                    onClick={() => onTogglePublish(post)}
                    aria-label={`${scheduled ? 'Unschedule' : post.isPublished ? 'Unpublish' : 'Publish'} ${post.title}`}
                    title={scheduled ? 'Unschedule (back to draft)' : post.isPublished ? 'Unpublish' : 'Publish now'}
                  >
                    {post.isPublished ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
                  </Button>
                  <Button
                    variant="outline"
                    size="icon"
                    disabled={busy}
                    onClick={() => setConfirming(post)}
                    aria-label={`Delete ${post.title}`}
                    title="Delete"
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null)
        }}
        title="Delete this post?"
        description={deleteConfirmation}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (confirming) onDelete(confirming)
          setConfirming(null)
        }}
      />
    </section>
  )
}
