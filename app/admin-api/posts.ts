import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { adminPostSchema, type AdminPost, type PostInput } from '#shared/schemas/post.ts'
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
    // The dashboard card refreshes every 30 s (spec section 9); the list itself does not poll.
    refetchInterval: poll ? 30_000 : false,
  })
}

export type PostDraftValues = Omit<PostInput, 'tags'> & { tags: string }

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

export function useCreatePost(onSuccess?: (post: AdminPost) => void) {
  return usePostMutation({
    run: async (input: PostDraftValues) => adminPostSchema.parse(await apiRequest('POST', adminPostsKey[0], input)),
    failure: 'Failed to create post',
    success: () => 'Post created as a draft',
    onSuccess,
  })
}

export function useUpdatePost(onSuccess?: (post: AdminPost) => void) {
  return usePostMutation({
    run: async ({ id, isPublished, ...input }: PostDraftValues & { id: string; isPublished: boolean }) =>
      adminPostSchema.parse(await apiRequest('PUT', `${adminPostsKey[0]}/${encodeURIComponent(id)}`, { ...input, id, isPublished })),
    failure: 'Failed to update post',
    success: () => 'Post updated',
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
