import type { ReactNode } from 'react'

/**
 * A post's content as React elements, by the line rules of docs/product.md, *Article*:
 * '# ', '## ', '### ' lines are headings; '- ' lines are list items (consecutive ones form one
 * list); a blank line is a line break; a line that starts and ends with '*' is italic; any other
 * line is a paragraph. Inside any line, `[text](url)` is a link when the URL is http, https,
 * mailto or tel; anything else stays text. Nothing is ever read as HTML.
 *
 * The page's own title is the h1, so '# ' becomes h2, '## ' h3 and '### ' h4: one h1 per page
 * and a heading order that never skips a level.
 */

export type Block =
  | { kind: 'heading'; level: 2 | 3 | 4; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'break' }
  | { kind: 'italic'; text: string }
  | { kind: 'paragraph'; text: string }

const headingPrefixes = [
  ['### ', 4],
  ['## ', 3],
  ['# ', 2],
] as const

/** Splits content into blocks by the line rules. */
export function parsePostBody(content: string): Block[] {
  const blocks: Block[] = []
  for (const rawLine of content.split('\n')) {
    const line = rawLine.replace(/\r$/, '')
    if (line.startsWith('- ')) {
      const last = blocks.at(-1)
      const item = line.slice(2)
      if (last?.kind === 'list') last.items.push(item)
      else blocks.push({ kind: 'list', items: [item] })
      continue
    }
    const heading = headingPrefixes.find(([prefix]) => line.startsWith(prefix))
    if (heading) {
      blocks.push({ kind: 'heading', level: heading[1], text: line.slice(heading[0].length) })
    } else if (line.trim() === '') {
      blocks.push({ kind: 'break' })
    } else if (line.length >= 2 && line.startsWith('*') && line.endsWith('*')) {
      blocks.push({ kind: 'italic', text: line.slice(1, -1) })
    } else {
      blocks.push({ kind: 'paragraph', text: line })
    }
  }
  return blocks
}

const allowedLinkProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:'])

/** The URL when it may become a link (http, https, mailto, tel), otherwise null. */
export function getSafeLinkUrl(raw: string): string | null {
  const value = raw.trim()
  // Only absolute URLs with an allowed scheme; the URL parser also folds tricks such as
  // 'JaVaScRiPt:' or embedded tabs before we look at the protocol.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return null
  try {
    const url = new URL(value)
    return allowedLinkProtocols.has(url.protocol) ? value : null
  } catch {
    return null
  }
}

const linkPattern = /\[([^\]\n]+)\]\(([^)\s]+)\)/g

/** Text with its `[text](url)` links made into anchors (safe schemes only). */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(linkPattern)) {
    const [whole, label = '', href = ''] = match
    const url = getSafeLinkUrl(href)
    if (!url) continue
    if (match.index > last) nodes.push(text.slice(last, match.index))
    const isWeb = url.startsWith('http:') || url.startsWith('https:')
    nodes.push(
      isWeb ? (
        <a key={match.index} href={url} target="_blank" rel="noopener noreferrer">
          {label}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : (
        <a key={match.index} href={url}>
          {label}
        </a>
      ),
    )
    last = match.index + whole.length
  }
  if (last < text.length) nodes.push(text.slice(last))
  return nodes
}

interface PostBodyProps {
  content: string
  className?: string
  /**
   * The admin's live preview: headings look the same but are not headings, so the panel's own
   * outline stays intact whatever is being typed.
   */
  isPreview?: boolean
}

/** A post's content rendered by the line rules; used by the article page and the admin preview. */
export function PostBody({ content, className, isPreview = false }: PostBodyProps) {
  const blocks = parsePostBody(content)
  return (
    <div className={className ?? 'post-body'}>
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading': {
            if (isPreview) {
              return (
                <p key={index} className={`post-heading-${block.level}`}>
                  {renderInline(block.text)}
                </p>
              )
            }
            const Heading = `h${block.level}` as const
            return <Heading key={index}>{renderInline(block.text)}</Heading>
          }
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{renderInline(item)}</li>
                ))}
              </ul>
            )
          case 'break':
            return <br key={index} />
          case 'italic':
            return (
              <p key={index}>
                <em>{renderInline(block.text)}</em>
              </p>
            )
          default:
            return <p key={index}>{renderInline(block.text)}</p>
        }
      })}
    </div>
  )
}
