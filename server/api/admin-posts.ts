import { Router } from 'express'
import { z } from 'zod'
import { postInputSchema, postUpdateSchema } from '#shared/schemas/post.ts'
import { PostIdMismatchError } from '../posts/post-service.ts'
import { HttpError } from '../http/errors.ts'
import { parseBody, parseValue } from '../http/validate.ts'
import type { ApiDeps } from './deps.ts'

const postIdSchema = z.string().trim().min(1, { error: 'A post id is required' }).max(100, { error: 'Unknown post id' })

const notFound = () => new HttpError(404, 'not_found', 'Post not found')

/** The owner's posts, drafts included (spec section 7), on the post service. Mount behind requireAdmin. */
export function adminPostsRouter({ services }: ApiDeps) {
  const router = Router()

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
      const post = await services.posts.update(id, input)
      if (!post) throw notFound()
      res.json(post)
    } catch (error) {
      if (error instanceof PostIdMismatchError) throw new HttpError(400, 'invalid_input', error.message, { id: [error.message] })
      throw error
    }
  })

  router.delete('/:id', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    if (!(await services.posts.delete(id))) throw notFound()
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
