import { Router, type Request, type Response } from 'express'
import { toPublicPost } from '../posts/post-service.ts'
import { HttpError } from '../http/errors.ts'
import type { ApiDeps } from './deps.ts'

/** Longest slug worth looking up; longer ones cannot exist (titles are at most 200 characters). */
const maxSlugLength = 300

/**
 * Answers 304 when the client's copy is of this public state. Every change to any post, and
 * every scheduled post going public, changes the tag, so the validator is exact; clients revalidate each time (no-cache).
 */
function isFresh(req: Request, res: Response, etag: string): boolean {
  res.set({ ETag: etag, 'Cache-Control': 'public, no-cache' })
  if (!req.fresh) return false
  res.status(304).end()
  return true
}

/** The public blog API: published posts only, newest first. */
export function blogRouter({ services }: ApiDeps) {
  const router = Router()

  // The list's JSON, made once per post version: the snapshot object changes with the version.
  const listJson = new WeakMap<object, string>()

  router.get('/blog/posts', async (req, res) => {
    const snapshot = await services.posts.published()
    if (isFresh(req, res, `W/"posts-${snapshot.tag}"`)) return
    let json = listJson.get(snapshot)
    if (json === undefined) {
      json = JSON.stringify(snapshot.posts.map(toPublicPost))
      listJson.set(snapshot, json)
    }
    res.type('application/json').send(json)
  })

  router.get('/blog/posts/:slug', async (req, res) => {
    const slug = req.params.slug
    // Odd, long or hostile slugs are simply unknown: 404, like any other missing post.
    const { tag, bySlug } = await services.posts.published()
    const post = slug.length <= maxSlugLength ? bySlug.get(slug) : undefined
    if (!post) throw new HttpError(404, 'not_found', 'Post not found')
    if (isFresh(req, res, `W/"post-${tag}"`)) return
    res.json(toPublicPost(post))
  })

  return router
}
