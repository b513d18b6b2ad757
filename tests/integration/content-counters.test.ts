import { afterEach, describe, expect, it } from 'vitest'
import { defaultSettings } from '#content/practice.ts'
import { postInputSchema } from '#shared/schemas/post.ts'
import { createTestServices } from '../support/services.ts'

// The read a kept page is checked with on every request (server/http/page-front.ts) agrees with
// the ordinary query, on SQLite (a synchronous statement) and on PostgreSQL (a shared read).
let cleanup: (() => Promise<void>) | undefined
afterEach(async () => {
  await cleanup?.()
  cleanup = undefined
})

describe('content counters', () => {
  it('reads both counters now as the ordinary query does: zero at first, then each change', async () => {
    const test = await createTestServices()
    cleanup = test.cleanup
    const { counters } = test.data
    const now = async () => {
      // A new turn of the event loop, so a read shared within one turn is not reused.
      await new Promise((resolve) => setImmediate(resolve))
      return counters.readContentNow()
    }
    expect(await now()).toEqual({ posts: 0, settings: 0 })
    expect(await counters.readContent()).toEqual({ posts: 0, settings: 0 })

    await test.services.posts.create(postInputSchema.parse({ title: 'Counted', excerpt: 'E.', content: 'C.' }))
    const afterPost = await counters.readContent()
    expect(afterPost.posts).toBeGreaterThan(0)
    expect(await now()).toEqual(afterPost)

    await test.services.settings.update({ ...defaultSettings, practiceName: 'Avery Psychology Group' })
    const afterSettings = await counters.readContent()
    expect(afterSettings.settings).toBeGreaterThan(0)
    expect(afterSettings.posts).toBe(afterPost.posts)
    expect(await now()).toEqual(afterSettings)
  })
})
