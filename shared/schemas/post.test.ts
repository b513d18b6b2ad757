import { describe, expect, it } from 'vitest'
import { isFeaturedImageReference, parseTags, postInputSchema, postUpdateSchema } from './post.ts'

const valid = { title: 'A title', excerpt: 'An excerpt', content: 'Some content' }

describe('parseTags', () => {
  it('splits on commas, trims, and drops empty items and repeats', () => {
    expect(parseTags(' Trauma , OCD,, ,trauma,Family Support ')).toEqual(['Trauma', 'OCD', 'Family Support'])
    expect(parseTags(['  a ', '', 'b'])).toEqual(['a', 'b'])
    expect(parseTags('')).toEqual([])
  })
})

describe('postInputSchema', () => {
  it('trims text and fills optional fields', () => {
    expect(postInputSchema.parse({ ...valid, title: '  A title  ', tags: 'x, y' })).toEqual({
      ...valid,
      author: '',
      tags: ['x', 'y'],
      metaTitle: '',
      metaDescription: '',
      featuredImage: '',
    })
  })

  it.each(['title', 'excerpt', 'content'] as const)('requires a non-blank %s', (field) => {
    const result = postInputSchema.safeParse({ ...valid, [field]: '   ' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([field])
  })

  it('refuses tags that are not text', () => {
    expect(postInputSchema.safeParse({ ...valid, tags: [1, 2] }).success).toBe(false)
    expect(postInputSchema.safeParse({ ...valid, tags: 5 }).success).toBe(false)
  })

  it('accepts isPublished and id on updates only as the right types', () => {
    expect(postUpdateSchema.safeParse({ ...valid, isPublished: 'yes' }).success).toBe(false)
    expect(postUpdateSchema.parse({ ...valid, id: 'abc', isPublished: true })).toMatchObject({ id: 'abc', isPublished: true })
  })
})

describe('isFeaturedImageReference', () => {
  it('accepts nothing, a path of this site and an absolute http(s) address', () => {
    for (const value of ['', '/objects/uploads/abc', '/images/a b.png', 'https://cdn.example/a.jpg', 'http://cdn.example/a.jpg']) {
      expect({ value, ok: isFeaturedImageReference(value) }).toEqual({ value, ok: true })
    }
  })

  it('refuses what a browser would load from elsewhere or not as an image address', () => {
    for (const value of ['//evil.example/a.png', '/\\evil.example/a.png', '\\evil', 'javascript:alert(1)', 'data:image/png,x', 'ftp://x.example/a', 'a.png', '/a\tb', '/a\u0085b', 'https://']) {
      expect({ value, ok: isFeaturedImageReference(value) }).toEqual({ value, ok: false })
    }
  })
})
