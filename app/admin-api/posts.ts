import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { adminPostSchema, revisionSchema, revisionSummarySchema, type AdminPost, type PostInput, type Revision } from '#shared/schemas/post.ts'
import { toast } from '#app/lib/toast-store.ts'
import { apiRequest, describeError, getQueryFn, isUnauthorized } from './client.ts'

// The owner's list is the only post query the panel holds. Public pages are rendered on the
// server from the database on each version change, so a save shows there on the next request.
export const adminPostsKey = ['/api/admin/blog/posts'] as const

const postListSchema = z.array(adminPostSchema)

export function adminPostsQueryOptions({ poll }: { poll?: boolean } = {}) {
  return queryOptions({
    queryKey: adminPostsKey,
    queryFn: async (context) => postListSchema.parse(await getQueryFn<unknown>({ on401: 'throw' })(context)),
    // The dashboard card refreshes every 30 s; the list itself does not poll.
    refetchInterval: poll ? 30_000 : false,
  })
}

export type PostDraftValues = Omit<PostInput, 'tags'> & { tags: string }

/** How a save publishes: the state, and the moment when scheduled (null: now). Absent keeps it. */
export interface Publishing {
  isPublished: boolean
  publishAt: string | null
}

const postPath = (id: string) => `${adminPostsKey[0]}/${encodeURIComponent(id)}`

export const revisionsKey = (postId: string) => [adminPostsKey[0], postId, 'revisions'] as const

/** A post's saved revisions, newest first (History). */
export function revisionsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: revisionsKey(postId),
    queryFn: async () => z.array(revisionSummarySchema).parse(await apiRequest('GET', `${postPath(postId)}/revisions`)),
    staleTime: 0,
  })
}

/** One revision in full, to show it. */
export async function fetchRevision(postId: string, revisionId: string): Promise<Revision> {
  return revisionSchema.parse(await apiRequest('GET', `${postPath(postId)}/revisions/${encodeURIComponent(revisionId)}`))
}

function scheduledText(post: AdminPost): string {
  if (!post.isPublished) return 'Post saved as a draft'
  return post.publishAt && Date.parse(post.publishAt) > Date.now() ? 'Post scheduled' : 'Post published'
}

function usePostMutation<TVariables, TResult>(options: {
  run: (variables: TVariables) => Promise<TResult>
  failure: string
  success: (result: TResult, variables: TVariables) => string
  onSuccess?: (result: TResult) => void
}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: options.run,
    onSuccess: async (result, variables) => {
      toast({ title: options.success(result, variables) })
      options.onSuccess?.(result)
    },
    onError: (error) => {
      // A 401 sends the owner to sign in again (the draft stays); no toast for that.
      if (!isUnauthorized(error)) toast({ title: options.failure, description: describeError(error), variant: 'destructive' })
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminPostsKey }),
  })
}

/** Creates the post (always a draft first, as the API does), then publishes or schedules it if asked. */
export function useCreatePost(onSuccess?: (post: AdminPost) => void) {
  return usePostMutation({
    run: async ({ publishing, ...input }: PostDraftValues & { publishing?: Publishing }) => {
      const created = adminPostSchema.parse(await apiRequest('POST', adminPostsKey[0], input))
      if (!publishing?.isPublished) return created
      return adminPostSchema.parse(await apiRequest('PUT', postPath(created.id), { ...input, id: created.id, ...publishing }))
    },
    failure: 'Failed to create post',
    success: (post) => (post.isPublished ? scheduledText(post) : 'Post created as a draft'),
    onSuccess,
  })
}

export function useUpdatePost(onSuccess?: (post: AdminPost) => void) {
  return usePostMutation({
    run: async ({ id, ...input }: PostDraftValues & { id: string; isPublished: boolean; publishAt?: string | null; slug?: string }) =>
      adminPostSchema.parse(await apiRequest('PUT', postPath(id), { ...input, id })),
    failure: 'Failed to update post',
    success: () => 'Post updated',
    onSuccess,
  })
}

/** Restores a revision (the server keeps it as a new one); answers the post as restored. */
export function useRestoreRevision(onSuccess?: (post: AdminPost) => void) {
  const queryClient = useQueryClient()
  return usePostMutation({
    run: async ({ postId, revisionId }: { postId: string; revisionId: string; when: string }) => {
      const post = adminPostSchema.parse(await apiRequest('POST', `${postPath(postId)}/revisions/${encodeURIComponent(revisionId)}/restore`))
      await queryClient.invalidateQueries({ queryKey: revisionsKey(postId) })
      return post
    },
    failure: 'Failed to restore the revision',
    success: (_post, { when }) => `Restored the version saved ${when}`,
    onSuccess,
  })
}

export function useDeletePost() {
  return usePostMutation({
    run: (post: Pick<AdminPost, 'id' | 'title'>) => apiRequest<void>('DELETE', `${adminPostsKey[0]}/${encodeURIComponent(post.id)}`),
    failure: 'Failed to delete post',
    success: () => 'Post deleted',
  })
}

export function useTogglePublish() {
  return usePostMutation({
    run: async (post: Pick<AdminPost, 'id'>) =>
      adminPostSchema.parse(await apiRequest('PATCH', `${adminPostsKey[0]}/${encodeURIComponent(post.id)}/publish`)),
    failure: 'Failed to toggle publish status',
    success: (post) => (post.isPublished ? 'Post published' : 'Post moved back to drafts'),
  })
}
