import { describe, expect, it } from 'vitest'
import type { PostService } from '../posts/post-service.ts'
import { titleForPath } from './page-titles.ts'

const posts = {
  getPublishedBySlug: async (slug: string) => (slug === 'understanding-ocd' ? { title: 'Understanding OCD' } : null),
} as unknown as PostService

describe('titleForPath', () => {
  it.each([
    ['/', 'Home'],
    ['/Therapist-Bethlehem-PA', 'Services'],
    ['/Therapist-Allentown-PA', 'Intensives'],
    ['/Therapist-Easton-PA', 'Blog'],
    ['/Therapist-LehighValley-PA', 'Contact'],
    ['/good-faith-estimate', 'Good Faith Estimate'],
    ['/notice-of-privacy-practices', 'Notice of Privacy Practices'],
    ['/Therapist-Easton-PA/understanding-ocd', 'Understanding OCD'],
    ['/Therapist-Easton-PA/a-draft-or-deleted-post', '/Therapist-Easton-PA/a-draft-or-deleted-post'],
    ['/Therapist-Easton-PA/%E0%A4%A', '/Therapist-Easton-PA/%E0%A4%A'],
    ['/old-page', '/old-page'],
  ])('names %s "%s"', async (path, title) => {
    expect(await titleForPath(path, posts)).toBe(title)
  })
})
