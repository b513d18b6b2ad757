import { Router } from 'express'
import { z } from 'zod'
import { postInputSchema, postUpdateSchema } from '#shared/schemas/post.ts'
import { PostIdMismatchError, SlugTakenError } from '../posts/post-service.ts'
import { HttpError } from '../http/errors.ts'
import { parseBody, parseValue } from '../http/validate.ts'
import type { ApiDeps } from './deps.ts'

// Matched exactly as sent: no trimming, so ' <id>' is no id and changes nothing.
const postIdSchema = z.string().min(1, { error: 'A post id is required' }).max(100, { error: 'Unknown post id' })

const revisionIdSchema = z.string().trim().min(1, { error: 'A revision id is required' }).max(100, { error: 'Unknown revision id' })

const notFound = () => new HttpError(404, 'not_found', 'Post not found')
const revisionNotFound = () => new HttpError(404, 'not_found', 'Revision not found')

/**
 * The owner's posts, drafts included, on the post service (which also releases the featured
 * images a save, restore or deletion leaves unused). Mount behind requireAdmin.
 */
export function adminPostsRouter({ services }: ApiDeps) {
  const router = Router()

  const asBadRequest = (error: unknown) => {
    if (error instanceof PostIdMismatchError) return new HttpError(400, 'invalid_input', error.message, { id: [error.message] })
    if (error instanceof SlugTakenError) return new HttpError(400, 'invalid_input', error.message, { slug: [error.message] })
    return error
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
      const post = await services.posts.update(id, input)
      if (!post) throw notFound()
      res.json(post)
    } catch (error) {
      throw asBadRequest(error)
    }
  })

  router.delete('/:id', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    if (!(await services.posts.delete(id))) throw notFound()
    res.status(204).end()
  })

  router.get('/:id/revisions', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    const revisions = await services.posts.revisions(id)
    if (!revisions) throw notFound()
    res.json(revisions)
  })

  router.get('/:id/revisions/:revisionId', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    const revisionId = parseValue(revisionIdSchema, req.params.revisionId)
    if (!(await services.posts.get(id))) throw notFound()
    const revision = await services.posts.revision(id, revisionId)
    if (!revision) throw revisionNotFound()
    res.json(revision)
  })

  router.post('/:id/revisions/:revisionId/restore', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    const revisionId = parseValue(revisionIdSchema, req.params.revisionId)
    try {
      const post = await services.posts.restore(id, revisionId)
      if (!post) throw (await services.posts.get(id)) ? revisionNotFound() : notFound()
      res.json(post)
    } catch (error) {
      throw asBadRequest(error)
    }
  })

  router.patch('/:id/publish', async (req, res) => {
    const id = parseValue(postIdSchema, req.params.id)
    const post = await services.posts.togglePublish(id)
    if (!post) throw notFound()
    res.json(post)
  })

  return router
}
