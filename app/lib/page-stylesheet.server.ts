import postcss, { type ChildNode, type Root } from 'postcss'
import { styleElementText } from './document-context.tsx'

/**
 * Each public page carries only the rules of the site's stylesheet that can match it
 * (docs/decisions/017). The stylesheet is inline (decision 005) and the page is rendered whole
 * (decision 013), so once the HTML is complete the server knows every class it uses: a rule whose
 * selectors all need a class the page does not have can never apply, and is left out. Nothing
 * on a public page adds a class later (its scripts set `hidden` and attributes only).
 *
 * Conservative by construction: a selector needs only the classes written outside any
 * parentheses or brackets, or inside a `:is()`/`:where()` with one argument; a rule with any
 * selector that needs no class (element, attribute and state rules, the reset, @font-face,
 * keyframes) is always kept.
 *
 * Then the custom properties: a `--name` that nothing left in the subset reads with `var()`
 * (directly, or through another custom property that is read), and that no `style` attribute of
 * the page reads, cannot change how the page looks. Its declarations and its `@property` go,
 * which takes out most of the theme's colours and of Tailwind's registered properties.
 */

/** One top-level piece of the stylesheet: kept text, a rule with its needs, or a block of pieces. */
type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; needs: ReadonlyArray<readonly string[]> }
  | { kind: 'block'; open: string; pieces: Piece[] }

/** Undoes CSS escapes in an identifier: `md\:grid-cols-2`, `w-1\/2`, `\32 xl`. */
function unescapeIdentifier(text: string): string {
  return text.replace(/\\([0-9a-fA-F]{1,6}[ \t\n\r\f]?|[\s\S])/g, (_, escape: string) => {
    if (/^[0-9a-fA-F]/.test(escape)) {
      const code = Number.parseInt(escape.trim(), 16)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD'
    }
    return escape
  })
}

const identifierCharacter = /[\w\u00A0-\uFFFF-]/

/**
 * The classes an element (or its ancestors, for descendant selectors) must have for one
 * selector (no top-level commas) to match. Classes inside `:not()`, `:has()`, attribute brackets
 * or a `:is()`/`:where()` of several arguments are not needed, so they are not counted.
 */
export function classesNeeded(selector: string): string[] {
  const needed: string[] = []
  // How many enclosing parentheses or brackets do not count: the rest (single-argument :is and
  // :where) pass their classes through.
  const opened: boolean[] = []
  let ignoring = 0
  for (let index = 0; index < selector.length; index += 1) {
    const character = selector[index]
    if (character === '\\') {
      index += escapeLength(selector, index) - 1
    } else if (character === '"' || character === "'") {
      const end = selector.indexOf(character, index + 1)
      index = end === -1 ? selector.length : end
    } else if (character === '(' || character === '[') {
      const counts = character === '(' && /:(is|where)$/.test(selector.slice(0, index)) && !hasTopLevelComma(selector, index + 1)
      opened.push(!counts)
      if (!counts) ignoring += 1
    } else if (character === ')' || character === ']') {
      if (opened.pop()) ignoring -= 1
    } else if (character === '.' && ignoring === 0) {
      let end = index + 1
      while (end < selector.length) {
        if (selector[end] === '\\') end += escapeLength(selector, end)
        else if (identifierCharacter.test(selector[end] ?? '')) end += 1
        else break
      }
      if (end > index + 1) needed.push(unescapeIdentifier(selector.slice(index + 1, end)))
      index = end - 1
    }
  }
  return needed
}

/** The length of the escape starting at `start` (a backslash): hex digits take a space after them. */
function escapeLength(text: string, start: number): number {
  const hex = /^[0-9a-fA-F]{1,6}[ \t\n\r\f]?/.exec(text.slice(start + 1, start + 8))
  return 1 + (hex ? hex[0].length : 1)
}

/** Whether the parenthesised argument list starting at `start` has a comma of its own. */
function hasTopLevelComma(selector: string, start: number): boolean {
  let depth = 0
  for (let index = start; index < selector.length; index += 1) {
    const character = selector[index]
    if (character === '\\') index += 1
    else if (character === '(' || character === '[') depth += 1
    else if (character === ')' || character === ']') {
      if (depth === 0) return false
      depth -= 1
    } else if (character === ',' && depth === 0) return true
  }
  return false
}

/** At-rules whose contents are rules that can be chosen one by one. */
const groupingAtRules = new Set(['media', 'supports', 'layer', 'container', 'scope', 'starting-style'])

function piecesOf(nodes: ChildNode[]): Piece[] {
  return nodes.flatMap((node): Piece[] => {
    // The licence comment (/*! ... */) stays; other comments go.
    if (node.type === 'comment') return node.text.startsWith('!') ? [{ kind: 'text', text: node.toString() }] : []
    if (node.type === 'rule') {
      const needs = node.selectors.map(classesNeeded)
      return [needs.some((classes) => classes.length === 0) ? { kind: 'text', text: node.toString() } : { kind: 'rule', text: node.toString(), needs }]
    }
    if (node.type === 'atrule' && node.nodes && groupingAtRules.has(node.name.toLowerCase())) {
      const open = `@${node.name}${node.raws.afterName ?? ' '}${node.params}${node.raws.between ?? ''}{`
      return [{ kind: 'block', open, pieces: piecesOf(node.nodes) }]
    }
    return [{ kind: 'text', text: node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString() }]
  })
}

function write(pieces: readonly Piece[], has: (name: string) => boolean): string {
  let text = ''
  for (const piece of pieces) {
    if (piece.kind === 'text') text += piece.text
    else if (piece.kind === 'rule') {
      if (piece.needs.some((classes) => classes.every(has))) text += piece.text
    } else {
      const inner = write(piece.pieces, has)
      // A block left with nothing in it is left out as a whole.
      if (inner) text += `${piece.open}${inner}}`
    }
  }
  return text
}

/** The classes named in a document's class attributes (React writes them double-quoted). */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => htmlEntities[entity] ?? entity)
    for (const name of value.split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

const htmlEntities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }

/** How many subsets one stylesheet keeps: pages share a handful of class sets. */
const subsetsKept = 64

/**
 * Prepares a stylesheet once (parsed with PostCSS) and returns the function that writes the part
 * of it a set of classes can use. Results are kept per set of the stylesheet's own classes, so
 * pages that differ only in words share one subset.
 */
export function createStylesheetSubsetter(css: string): (classes: ReadonlySet<string>, readsInPage?: ReadonlySet<string>) => string {
  const root: Root = postcss.parse(css)
  const pieces = piecesOf(root.nodes)
  const known = new Set<string>()
  const collect = (list: readonly Piece[]) => {
    for (const piece of list) {
      if (piece.kind === 'rule') for (const classes of piece.needs) for (const name of classes) known.add(name)
      else if (piece.kind === 'block') collect(piece.pieces)
    }
  }
  collect(pieces)
  const subsets = new Map<string, string>()
  return (classes, readsInPage = new Set()) => {
    const relevant = [...classes].filter((name) => known.has(name)).sort()
    const reads = [...readsInPage].sort()
    const key = `${relevant.join(' ')}|${reads.join(' ')}`
    let text = subsets.get(key)
    if (text === undefined) {
      const has = new Set(relevant)
      text = withoutUnreadCustomProperties(write(pieces, (name) => has.has(name)), reads)
      if (subsets.size >= subsetsKept) subsets.clear()
      subsets.set(key, text)
    }
    return text
  }
}

/** The custom properties a CSS value reads: `var(--a, var(--b))` reads both. */
export function customPropertiesRead(value: string): string[] {
  return Array.from(value.matchAll(/var\(\s*(--[^\s,)]+)/g), (match) => match[1] ?? '')
}

/**
 * A stylesheet without the custom properties nothing reads: their declarations, their
 * `@property` rules, and any rule or block that leaves empty. `alsoRead` are the properties read
 * from outside the sheet (the page's `style` attributes).
 */
export function withoutUnreadCustomProperties(css: string, alsoRead: Iterable<string> = []): string {
  const root = postcss.parse(css)
  const values = new Map<string, string[]>()
  const read = new Set<string>(alsoRead)
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--')) {
      const list = values.get(declaration.prop) ?? []
      list.push(declaration.value)
      values.set(declaration.prop, list)
    } else {
      for (const name of customPropertiesRead(declaration.value)) read.add(name)
    }
  })
  // What a read property holds may read others in turn.
  const pending = [...read]
  while (pending.length > 0) {
    for (const value of values.get(pending.pop() ?? '') ?? []) {
      for (const name of customPropertiesRead(value)) {
        if (!read.has(name)) {
          read.add(name)
          pending.push(name)
        }
      }
    }
  }
  root.walkDecls((declaration) => {
    if (declaration.prop.startsWith('--') && !read.has(declaration.prop)) declaration.remove()
  })
  root.walkAtRules('property', (rule) => {
    if (!read.has(rule.params.trim())) rule.remove()
  })
  // Innermost first, so a block whose only rule went is empty when it is looked at.
  const dropEmpty = (container: Root | ChildNode) => {
    if (!('nodes' in container) || !container.nodes) return
    for (const child of [...container.nodes]) {
      dropEmpty(child)
      if ((child.type === 'rule' || child.type === 'atrule') && child.nodes && child.nodes.length === 0) child.remove()
    }
  }
  dropEmpty(root)
  return root.toString()
}

/** The custom properties a document's `style` attributes read. */
export function customPropertiesInHtml(html: string): Set<string> {
  const read = new Set<string>()
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) for (const name of customPropertiesRead(match[1] ?? '')) read.add(name)
  return read
}

const subsetters = new Map<string, ReturnType<typeof createStylesheetSubsetter>>()

/** The inline site stylesheet as SiteStylesheet writes it (document-context.tsx). */
const inlineStylesheet = /<style data-href="(\/assets\/[\w.-]+\.css)">([\s\S]*?)<\/style>/

/**
 * A rendered public document with its inline stylesheet cut down to the rules its classes can
 * use. `assetText` reads the built stylesheet by its address; a document with no inline
 * stylesheet (development links the file) is returned as it is.
 */
export function withPageStylesheet(html: string, assetText: (href: string) => string | undefined): string {
  const match = inlineStylesheet.exec(html)
  if (!match) return html
  const href = match[1] ?? ''
  let subset = subsetters.get(href)
  if (!subset) {
    const css = assetText(href)
    if (css === undefined) return html
    subset = createStylesheetSubsetter(css)
    subsetters.set(href, subset)
  }
  const css = styleElementText(subset(classesInHtml(html), customPropertiesInHtml(html)))
  return html.slice(0, match.index) + `<style data-href="${href}">${css}</style>` + html.slice(match.index + match[0].length)
}
