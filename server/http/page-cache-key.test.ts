import { describe, expect, it } from 'vitest'
import { paths } from '#shared/paths.ts'
import { pageCacheTarget } from './page-cache-key.ts'

const tags = async () => new Set(['ocd', 'trauma'])
const target = (path: string, query: string) => pageCacheTarget(path, new URLSearchParams(query), tags)

describe('page cache key', () => {
  it('keeps any page but the listing under its path alone, whatever the query string', async () => {
    expect(await target(paths.home, 'utm_source=x&fbclid=1')).toBe('/')
    expect(await target(paths.services, 'q=sleep')).toBe(paths.services)
    expect(await target(`${paths.blog}/what-is-erp`, 'tag=OCD')).toBe(`${paths.blog}/what-is-erp`)
  })

  it('keeps the listing under its tag when a published post has that tag, and nothing else of the query', async () => {
    expect(await target(paths.blog, '')).toBe(paths.blog)
    expect(await target(paths.blog, 'random=1&x=2')).toBe(paths.blog)
    expect(await target(paths.blog, 'tag=OCD&utm_source=x')).toBe(`${paths.blog}?tag=OCD`)
    expect(await target(paths.blog, 'tag=All+Posts')).toBe(paths.blog)
  })

  it('renders a search, or a tag no post has, without keeping it', async () => {
    expect(await target(paths.blog, 'q=sleep')).toBeNull()
    expect(await target(paths.blog, 'tag=made-up-1234')).toBeNull()
  })
})
