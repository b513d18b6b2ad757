import { Router } from 'express'
import { z } from 'zod'
import { postInputSchema, postUpdateSchema } from '#shared/schemas/post.ts'
import { PostIdMismatchError } from '../posts/post-service.ts'
import { HttpError } from '../http/errors.ts'
import { parseBody, parseValue } from '../http/validate.ts'
import type { ApiDeps } from './deps.ts'

// Matched exactly as sent: no trimming, so ' <id>' is no id and changes nothing.
const postIdSchema = z.string().min(1, { error: 'A post id is required' }).max(100, { error: 'Unknown post id' })

const notFound = () => new HttpError(404, 'not_found', 'Post not found')

/**
 * The owner's posts, drafts included (spec section 7), on the post service. Mount behind
 * requireAdmin. A featured image a change or deletion leaves unused is removed here, after the
 * post is saved: the post service knows nothing of stored images.
 */
export function adminPostsRouter({ services, images, logger }: ApiDeps) {
  const router = Router()

  const imageOf = async (id: string) => (await services.posts.get(id))?.featuredImage ?? null
  const releaseImage = async (previous: string | null, current: string | null) => {
    if (!previous || previous === current) return
    // The post is saved either way; an image left behind is removed by the next sweep.
    await images.release(previous).catch((error: unknown) => logger.error({ err: error }, 'could not remove a released image'))
  }

  router.get('/', async (_req, res) => {
    res.json(await services.posts.listAll())
  })

  router.post('/', async (req, res) => {
    const input = parseBody(postInputSchema, req)
    res.status(201).json(await services.posts.create(input))
  })

  router.put('/:id', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    const input = parseBody(postUpdateSchema, req)
    try {
      const previous = await imageOf(id)
      const post = await services.posts.update(id, input)
      if (!post) throw notFound()
      await releaseImage(previous, post.featuredImage)
      res.json(post)
    } catch (error) {
      if (error instanceof PostIdMismatchError) throw new HttpError(400, 'invalid_input', error.message, { id: [error.message] })
      throw error
    }
  })

  router.delete('/:id', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    const previous = await imageOf(id)
    if (!(await services.posts.delete(id))) throw notFound()
    await releaseImage(previous, null)
    res.status(204).end()
  })

  router.patch('/:id/publish', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    const post = await services.posts.togglePublish(id)
    if (!post) throw notFound()
    res.json(post)
  })

  return router
}
