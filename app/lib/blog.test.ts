import { describe, expect, it } from 'vitest'
import { allPostsChip, blogFilterSearch, filterPosts, formatPostDate, isoDay, postCategory, postDate, readBlogFilter, readTimeMinutes, showingCount, tagChips } from './blog.ts'

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')

describe('read time', () => {
  it('is the word count divided by 200, rounded up', () => {
    expect(readTimeMinutes(words(200))).toBe(1)
    expect(readTimeMinutes(words(201))).toBe(2)
    expect(readTimeMinutes(words(400))).toBe(2)
    expect(readTimeMinutes(words(1001))).toBe(6)
  })

  it('counts words across lines and spaces, and is at least one minute', () => {
    expect(readTimeMinutes(`# Title\n\n${words(199)}\n- item`)).toBe(2)
    expect(readTimeMinutes('')).toBe(1)
  })
})

describe('dates and categories', () => {
  it('prints dates as en-US short month, day, year in the practice time zone', () => {
    expect(formatPostDate('2026-03-05T15:00:00.000Z')).toBe('Mar 5, 2026')
    // 02:00 UTC on Jan 1 is still Dec 31 in Bethlehem, PA.
    expect(formatPostDate('2026-01-01T02:00:00.000Z')).toBe('Dec 31, 2025')
    expect(isoDay('2026-01-01T02:00:00.000Z')).toBe('2025-12-31')
    expect(formatPostDate(null)).toBe('')
    expect(formatPostDate('not a date')).toBe('')
  })

  it('hands pages a ready-made date: label and machine-readable day, or null', () => {
    expect(postDate('2026-01-01T02:00:00.000Z')).toEqual({ label: 'Dec 31, 2025', dateTime: '2025-12-31' })
    expect(postDate('2026-07-04T16:00:00.000Z')).toEqual({ label: 'Jul 4, 2026', dateTime: '2026-07-04' })
    expect(postDate(null)).toBeNull()
    expect(postDate('not a date')).toBeNull()
  })

  it('uses the first tag as the category, or THERAPY', () => {
    expect(postCategory(['OCD', 'ERP'])).toBe('OCD')
    expect(postCategory([])).toBe('THERAPY')
  })
})

describe('tag chips', () => {
  it('puts All Posts first, then distinct tags in order of appearance, six at most', () => {
    const posts = [{ tags: ['Trauma', 'PTSD'] }, { tags: ['ptsd', 'OCD', 'Family'] }, { tags: ['CRAFT', 'Intensives', 'Sleep', 'Anxiety'] }]
    expect(tagChips(posts)).toEqual([allPostsChip, 'Trauma', 'PTSD', 'OCD', 'Family', 'CRAFT', 'Intensives'])
    expect(tagChips([])).toEqual([allPostsChip])
  })
})

describe('filtering', () => {
  const posts = [
    { title: 'Understanding PTSD', excerpt: 'How trauma lingers.', tags: ['Trauma', 'PTSD'] },
    { title: 'OCD and certainty', excerpt: 'Why reassurance backfires (a+b)*.', tags: ['OCD'] },
    { title: 'Helping a loved one', excerpt: 'CRAFT for families; café talk.', tags: ['Family'] },
  ]

  it('matches everything with an empty search and All Posts', () => {
    expect(filterPosts(posts, { query: '', category: allPostsChip })).toHaveLength(3)
    expect(filterPosts(posts, { query: '   ', category: allPostsChip })).toHaveLength(3)
  })

  it('searches title and excerpt case-insensitively', () => {
    expect(filterPosts(posts, { query: 'ptsd', category: allPostsChip }).map((post) => post.title)).toEqual(['Understanding PTSD'])
    expect(filterPosts(posts, { query: 'REASSURANCE', category: allPostsChip }).map((post) => post.title)).toEqual(['OCD and certainty'])
  })

  it('does not search tags or content', () => {
    expect(filterPosts(posts, { query: 'Family', category: allPostsChip })).toHaveLength(0)
  })

  it('needs both the category and the search to match', () => {
    expect(filterPosts(posts, { query: 'trauma', category: 'Trauma' })).toHaveLength(1)
    expect(filterPosts(posts, { query: 'trauma', category: 'OCD' })).toHaveLength(0)
    expect(filterPosts(posts, { query: '', category: 'OCD' })).toHaveLength(1)
  })

  it('treats regular-expression characters and any Unicode as plain text', () => {
    expect(filterPosts(posts, { query: '(a+b)*', category: allPostsChip })).toHaveLength(1)
    expect(filterPosts(posts, { query: 'CAFÉ', category: allPostsChip })).toHaveLength(1)
    for (const query of ['[', '\\', '.*', '😀', '\u0000', '%_']) {
      expect(() => filterPosts(posts, { query, category: allPostsChip })).not.toThrow()
    }
  })

  it('reads and writes the filter in the URL', () => {
    expect(readBlogFilter(new URLSearchParams('q=sleep&tag=OCD'))).toEqual({ query: 'sleep', category: 'OCD' })
    expect(readBlogFilter(new URLSearchParams(''))).toEqual({ query: '', category: allPostsChip })
    expect(blogFilterSearch({ query: 'a b', category: 'Family & Friends' })).toBe('?q=a+b&tag=Family+%26+Friends')
    expect(blogFilterSearch({ query: '', category: allPostsChip })).toBe('')
  })

  it('says how many articles are shown', () => {
    expect(showingCount(0)).toBe('Showing 0 articles')
    expect(showingCount(1)).toBe('Showing 1 article')
    expect(showingCount(3)).toBe('Showing 3 articles')
  })
})
