import { describe, expect, it } from 'vitest'
import { styleElementText } from './document-context.tsx'
import {
  classesInHtml,
  classesNeeded,
  createStylesheetSubsetter,
  customPropertiesInHtml,
  withPageStylesheet,
  withoutUnreadCustomProperties,
} from './page-stylesheet.server.ts'

describe('classesNeeded', () => {
  it('reads the classes of a selector, escapes undone', () => {
    expect(classesNeeded('.btn')).toEqual(['btn'])
    expect(classesNeeded('.md\\:grid-cols-2')).toEqual(['md:grid-cols-2'])
    expect(classesNeeded('.w-1\\/2')).toEqual(['w-1/2'])
    expect(classesNeeded('.\\32 xl\\:p-4')).toEqual(['2xl:p-4'])
    expect(classesNeeded('.hover\\:bg-brand-50:hover')).toEqual(['hover:bg-brand-50'])
    expect(classesNeeded('.backdrop\\:bg-ink\\/60::backdrop')).toEqual(['backdrop:bg-ink/60'])
    expect(classesNeeded('.group:hover .group-hover\\:underline')).toEqual(['group', 'group-hover:underline'])
    expect(classesNeeded('.bg-\\[radial-gradient\\(circle_at_30\\%_30\\%\\,var\\(--c\\)\\)\\]')).toEqual(['bg-[radial-gradient(circle_at_30%_30%,var(--c))]'])
  })

  it('counts the classes of a one-argument :is() or :where(), not those of :not(), :has() or a list', () => {
    expect(classesNeeded(':where(.space-y-4>:not(:last-child))')).toEqual(['space-y-4'])
    expect(classesNeeded(':is(.a) .b')).toEqual(['a', 'b'])
    expect(classesNeeded(':where(.a,.b) .c')).toEqual(['c'])
    expect(classesNeeded('a:not(.plain)')).toEqual([])
    expect(classesNeeded('header:has(.open) .menu')).toEqual(['menu'])
    expect(classesNeeded('[class~="x.y"] .z')).toEqual(['z'])
    expect(classesNeeded(':where(:is(header:has(#mobile-menu:popover-open))) .in-\\[header\\]\\:block')).toEqual(['in-[header]:block'])
  })

  it('needs no class for element, attribute and state selectors', () => {
    expect(classesNeeded('h1')).toEqual([])
    expect(classesNeeded('*,:before')).toEqual([])
    expect(classesNeeded('[hidden]:where(:not([hidden=until-found]))')).toEqual([])
    expect(classesNeeded('a[href=".pdf"]')).toEqual([])
  })
})

describe('classesInHtml', () => {
  it('reads every class attribute, entities undone', () => {
    const html = '<div class="mt-5  text-lg"><svg class="size-6"></svg><p class="[&amp;&gt;p]:mt-4 max-w-xl"></p><p data-class="no"></p></div>'
    expect([...classesInHtml(html)].sort()).toEqual(['[&>p]:mt-4', 'max-w-xl', 'mt-5', 'size-6', 'text-lg'])
  })
})

const css = [
  '/*! licence */',
  '@layer theme,base,utilities;',
  '@layer base{*,:before{box-sizing:border-box}h1{font-size:2rem}}',
  '@font-face{font-family:X;src:url(x.woff2)}',
  '@layer utilities{.mt-5{margin-top:1.25rem}.text-lg{font-size:1.125rem}.unused{color:red}',
  '@media (min-width:40rem){.sm\\:flex{display:flex}.sm\\:unused{display:grid}}',
  '@media (min-width:64rem){.lg\\:unused{display:grid}}',
  '.a,.b{color:blue}.only-c .d{color:green}}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('')

describe('createStylesheetSubsetter', () => {
  const subset = createStylesheetSubsetter(css)

  it('keeps the rules the classes can use and every rule that needs none', () => {
    const text = subset(new Set(['mt-5', 'sm:flex', 'b']))
    expect(text).toBe(
      [
        '/*! licence */',
        '@layer theme,base,utilities;',
        '@layer base{*,:before{box-sizing:border-box}h1{font-size:2rem}}',
        '@font-face{font-family:X;src:url(x.woff2)}',
        '@layer utilities{.mt-5{margin-top:1.25rem}',
        '@media (min-width:40rem){.sm\\:flex{display:flex}}',
        '.a,.b{color:blue}}',
        '@keyframes spin{to{transform:rotate(360deg)}}',
      ].join(''),
    )
  })

  it('needs every class of a descendant selector', () => {
    expect(subset(new Set(['d']))).not.toContain('.only-c .d')
    expect(subset(new Set(['d', 'only-c']))).toContain('.only-c .d{color:green}')
  })

  it('leaves out a block left empty, and gives the same text for the same classes', () => {
    const none = subset(new Set())
    expect(none).not.toContain('@media')
    expect(none).not.toContain('@layer utilities{')
    expect(subset(new Set(['mt-5', 'not-in-the-stylesheet']))).toBe(subset(new Set(['mt-5'])))
  })
})

describe('withoutUnreadCustomProperties', () => {
  const sheet = [
    '@layer theme{:root,:host{--color-brand:#123;--color-unused:#f00;--shade:var(--color-deep);--color-deep:#000;--spacing:.25rem}}',
    '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-shadow:0 0 #0000;--tw-blur:initial}}}',
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-blur{syntax:"*";inherits:false}',
    '@layer utilities{.a{color:var(--color-brand)}.b{box-shadow:var(--tw-shadow);background:var(--shade,var(--spacing))}.c{--tw-blur:blur(2px)}}',
  ].join('')

  it('keeps what a rule reads, directly or through another custom property, and drops the rest', () => {
    const text = withoutUnreadCustomProperties(sheet)
    expect(text).toBe(
      [
        '@layer theme{:root,:host{--color-brand:#123;--shade:var(--color-deep);--color-deep:#000;--spacing:.25rem}}',
        '@layer properties{@supports (-webkit-hyphens:none){*,:before{--tw-shadow:0 0 #0000}}}',
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@layer utilities{.a{color:var(--color-brand)}.b{box-shadow:var(--tw-shadow);background:var(--shade,var(--spacing))}}',
      ].join(''),
    )
  })

  it('drops a rule and the blocks around it once nothing in them is left', () => {
    expect(withoutUnreadCustomProperties('@layer theme{:root{--x:1px}}@media print{@layer u{.p{--y:2}}}.q{margin:0}')).toBe('.q{margin:0}')
  })

  it('keeps what the page reads in its style attributes', () => {
    const page = '<p style="color:var(--color-unused)">x</p><div class="b" style="--own:1;margin:var( --spacing)"></div>'
    expect([...customPropertiesInHtml(page)].sort()).toEqual(['--color-unused', '--spacing'])
    expect(withoutUnreadCustomProperties(':root{--color-unused:red;--gone:0}', customPropertiesInHtml(page))).toBe(':root{--color-unused:red}')
  })

  it('is applied to every subset, and kept per classes and style reads', () => {
    const subset = createStylesheetSubsetter(sheet)
    expect(subset(new Set(['a']))).not.toContain('--tw-shadow')
    expect(subset(new Set(['a', 'b']))).toContain('@property --tw-shadow')
    expect(subset(new Set(['a']))).not.toContain('--color-unused')
    expect(subset(new Set(['a']), new Set(['--color-unused']))).toContain('--color-unused:#f00')
    expect(subset(new Set(['a']))).not.toContain('--color-unused')
  })
})

describe('the kept subsets', () => {
  it('stay right past the number kept, when the oldest are let go', () => {
    // 26 single-letter classes give far more sets than the 64 kept.
    const letters = 'abcdefghijklmnopqrstuvwxyz'.split('')
    const subset = createStylesheetSubsetter(letters.map((letter) => `.${letter}{order:${letter.charCodeAt(0)}}`).join(''))
    const sets = Array.from({ length: 200 }, (_, i) => letters.filter((_, bit) => (i * 2654435761) & (1 << bit)))
    for (const set of sets) expect(subset(new Set(set))).toBe(set.map((letter) => `.${letter}{order:${letter.charCodeAt(0)}}`).join(''))
    // The first sets again, long since let go.
    for (const set of sets.slice(0, 5)) expect(subset(new Set(set))).toBe(set.map((letter) => `.${letter}{order:${letter.charCodeAt(0)}}`).join(''))
  })
})

describe('withPageStylesheet', () => {
  it('puts the subset in the inline stylesheet and leaves the rest of the page as it was', () => {
    const page = `<html><head><style data-href="/assets/app-x1.css">${css}</style></head><body><p class="text-lg">Hi</p></body></html>`
    const reads: string[] = []
    const result = withPageStylesheet(page, (href) => (reads.push(href), css))
    expect(reads).toEqual(['/assets/app-x1.css'])
    expect(result).toContain('.text-lg{font-size:1.125rem}')
    expect(result).not.toContain('.mt-5{')
    expect(result).not.toContain('.unused')
    expect(result.replace(/<style[\s\S]*<\/style>/, '')).toBe(page.replace(/<style[\s\S]*<\/style>/, ''))
  })

  it('returns a page without the inline stylesheet, or with an unknown one, unchanged', () => {
    const linked = '<html><head><link rel="stylesheet" href="/assets/app-x.css"></head><body></body></html>'
    expect(withPageStylesheet(linked, () => css)).toBe(linked)
    const unknown = '<html><head><style data-href="/assets/app-y.css">a{}</style></head></html>'
    expect(withPageStylesheet(unknown, () => undefined)).toBe(unknown)
  })

  it('escapes an end tag in a stylesheet in any letter case', () => {
    expect(styleElementText('a:after{content:"</style></STYLE></Style"}')).toBe('a:after{content:"<\\/style><\\/STYLE><\\/Style"}')
  })

  it('keeps the style element closed whatever the stylesheet holds', () => {
    const tricky = '.x:after{content:"</style><script>alert(1)</script>"}'
    const page = `<style data-href="/assets/app-z.css"></style><p class="x"></p>`
    const result = withPageStylesheet(page, () => tricky)
    expect(result.match(/<\/style/gi)).toHaveLength(1)
    expect(result).toMatch(/^<style data-href="\/assets\/app-z\.css">\.x:after\{content:"[^"]+style><script>alert\(1\)<\/script>"\}<\/style><p class="x"><\/p>$/)
  })
})
