import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { getSafeLinkUrl, parsePostBody, PostBody } from './post-body.tsx'

const html = (content: string) => renderToStaticMarkup(<PostBody content={content} />)
const inner = (content: string) => html(content).replace(/^<div class="post-body">|<\/div>$/g, '')

describe('post body line rules', () => {
  it('makes "# ", "## " and "### " lines into headings one level below the page title', () => {
    expect(inner('# One\n## Two\n### Three')).toBe('<h2>One</h2><h3>Two</h3><h4>Three</h4>')
  })

  it('keeps a hash without a space, or four hashes, as a paragraph', () => {
    expect(inner('#hashtag')).toBe('<p>#hashtag</p>')
    expect(inner('#### Four')).toBe('<p>#### Four</p>')
  })

  it('groups consecutive "- " lines into one list and starts a new list after another block', () => {
    expect(inner('- a\n- b\nText\n- c')).toBe('<ul><li>a</li><li>b</li></ul><p>Text</p><ul><li>c</li></ul>')
  })

  it('turns a blank or whitespace-only line into a line break', () => {
    expect(inner('One\n\nTwo\n   \nThree')).toBe('<p>One</p><br/><p>Two</p><br/><p>Three</p>')
  })

  it('makes a line that starts and ends with * italic, and a lone * a paragraph', () => {
    expect(inner('*A quiet thought.*')).toBe('<p><em>A quiet thought.</em></p>')
    expect(inner('*')).toBe('<p>*</p>')
    expect(inner('*not closed')).toBe('<p>*not closed</p>')
  })

  it('makes any other line a paragraph and ignores Windows line endings', () => {
    expect(inner('Plain words.\r\nMore words.')).toBe('<p>Plain words.</p><p>More words.</p>')
  })

  it('renders HTML and script in the content as harmless text', () => {
    const out = inner('<script>alert(1)</script>\n<img src=x onerror=alert(1)>')
    expect(out).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=alert(1)&gt;</p>')
    expect(out).not.toContain('<script')
  })

  it('returns the blocks in order for the admin preview and the page alike', () => {
    expect(parsePostBody('# T\n- x\n\n*i*\np')).toEqual([
      { kind: 'heading', level: 2, text: 'T' },
      { kind: 'list', items: ['x'] },
      { kind: 'break' },
      { kind: 'italic', text: 'i' },
      { kind: 'paragraph', text: 'p' },
    ])
  })
})

describe('post body links', () => {
  it('links http and https in a new tab with noopener, and mailto and tel in place', () => {
    expect(inner('See [the guide](https://example.org/guide) now.')).toBe(
      '<p>See <a href="https://example.org/guide" target="_blank" rel="noopener noreferrer">the guide<span class="sr-only"> (opens in a new tab)</span></a> now.</p>',
    )
    expect(inner('[Write](mailto:hello@example.com) or [call](tel:+16105550134)')).toBe(
      '<p><a href="mailto:hello@example.com">Write</a> or <a href="tel:+16105550134">call</a></p>',
    )
  })

  it('links inside headings, list items and italic lines', () => {
    expect(inner('## [A](http://a.example)')).toContain('<h3><a href="http://a.example"')
    expect(inner('- [B](http://b.example)')).toContain('<li><a href="http://b.example"')
    expect(inner('*[C](http://c.example)*')).toContain('<em><a href="http://c.example"')
  })

  it('never makes a javascript:, data: or relative link, leaving the text as written', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '/admin-panel', '//evil.example', 'vbscript:x']) {
      const out = inner(`Click [here](${href})`)
      expect(out).not.toContain('<a')
      expect(out).toContain('[here]')
    }
  })

  it('accepts only absolute URLs with an allowed scheme', () => {
    expect(getSafeLinkUrl('https://example.org')).toBe('https://example.org')
    expect(getSafeLinkUrl(' java\tscript:alert(1)')).toBeNull()
    expect(getSafeLinkUrl('ftp://example.org')).toBeNull()
    expect(getSafeLinkUrl('not a url')).toBeNull()
  })
})

describe('post body preview', () => {
  it('draws headings without making them headings, so the admin outline stays intact', () => {
    const out = renderToStaticMarkup(<PostBody content={'# One\n### Three'} isPreview />)
    expect(out).toContain('<p class="post-heading-2">One</p><p class="post-heading-4">Three</p>')
    expect(out).not.toMatch(/<h\d/)
  })
})
