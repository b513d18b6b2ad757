import { describe, expect, it } from 'vitest'
import { safeRedirect } from '#app/admin-api/session.ts'
import { emptyPostValues, formProblems, publishingOf } from './post-draft.ts'
import { cutText } from './share-preview.tsx'

const now = new Date('2026-06-01T12:00:00.000Z')
const values = { ...emptyPostValues, title: 'T', excerpt: 'E', content: 'C', slug: 'a-post' }

describe('formProblems', () => {
  it('asks for an image description unless the image is decorative', () => {
    expect(formProblems({ ...values, featuredImage: '/objects/uploads/x' }, 'create', now)).toHaveProperty('featuredImageAlt')
    expect(formProblems({ ...values, featuredImage: '/objects/uploads/x', featuredImageAlt: 'A calm lake' }, 'create', now)).toEqual({})
    expect(formProblems({ ...values, featuredImage: '/objects/uploads/x', imageDecorative: true }, 'create', now)).toEqual({})
    expect(formProblems(values, 'create', now)).toEqual({})
  })

  it('checks the address when editing', () => {
    expect(formProblems({ ...values, slug: 'Not Valid' }, 'edit', now).slug).toMatch(/lowercase letters, digits and hyphens/)
    expect(formProblems({ ...values, slug: '' }, 'edit', now).slug).toBe('The address is required.')
    expect(formProblems({ ...values, slug: 'Not Valid' }, 'create', now)).toEqual({})
  })

  it('wants a future moment on the practice’s clock for a schedule', () => {
    const schedule = { ...values, publishMode: 'schedule' as const }
    expect(formProblems({ ...schedule, publishAtLocal: '' }, 'create', now).publishAtLocal).toBe('Choose the date and time to publish.')
    expect(formProblems({ ...schedule, publishAtLocal: '2026-06-01T07:59' }, 'create', now).publishAtLocal).toMatch(/future/)
    expect(formProblems({ ...schedule, publishAtLocal: '2026-06-01T08:01' }, 'create', now)).toEqual({})
  })
})

describe('publishingOf', () => {
  it('turns the choice into isPublished and publishAt', () => {
    expect(publishingOf(values)).toEqual({ isPublished: false, publishAt: null })
    expect(publishingOf({ ...values, publishMode: 'now' })).toEqual({ isPublished: true, publishAt: null })
    expect(publishingOf({ ...values, publishMode: 'schedule', publishAtLocal: '2026-12-01T09:00' })).toEqual({ isPublished: true, publishAt: '2026-12-01T14:00:00.000Z' })
  })
})

describe('cutText', () => {
  it('keeps short text and cuts long text at a word, with an ellipsis', () => {
    expect(cutText('Short title', 60)).toBe('Short title')
    const cut = cutText('Trauma therapy in Bethlehem: what the first intensive morning really looks like for you', 60)
    expect(cut.length).toBeLessThanOrEqual(60)
    expect(cut).toBe('Trauma therapy in Bethlehem: what the first intensive…')
  })
})

describe('safeRedirect', () => {
  it('lets the login page return to the panel or a preview, and nowhere else', () => {
    expect(safeRedirect('/admin-panel/preview/0b9c1a2e-0000-4000-8000-000000000000')).toBe('/admin-panel/preview/0b9c1a2e-0000-4000-8000-000000000000')
    for (const target of ['https://evil.example', '//evil.example', '/admin-panel/preview/../x', '/admin-panel/preview/a?b', '/admin-panelx']) {
      expect(safeRedirect(target)).toBe('/admin-panel')
    }
  })
})
