import { createContext, useContext, type ReactNode } from 'react'

/** What the server knows while rendering a document and the browser never needs. */
export interface DocumentFacts {
  /** The request's CSP nonce (the owner's screens only: public pages need none). */
  nonce?: string
  /** The text of a built client asset such as '/assets/app-x.css' (production only). */
  assetText?: (href: string) => string | undefined
}

const DocumentContext = createContext<DocumentFacts | undefined>(undefined)

/** Provides server-only document facts (server only; in the browser every hook returns undefined). */
export function DocumentProvider({ value, children }: { value: DocumentFacts; children: ReactNode }) {
  return <DocumentContext.Provider value={value}>{children}</DocumentContext.Provider>
}

export function useNonce(): string | undefined {
  return useContext(DocumentContext)?.nonce
}

/** Stylesheet text made safe inside a `<style>` element: a stylesheet never needs '</style'. */
export function styleElementText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1')
}

// One object for every browser render: React compares __html strings, so the text the server
// sent is never replaced.
const keepServerText = { __html: '' }

/**
 * The site's stylesheet. In production its text is put in the document itself: a linked
 * stylesheet blocks the first paint for another round trip (about half a second on a slow phone
 * connection), and the whole sheet is 8 KB compressed. In the browser the element renders with
 * no text of its own, so hydration adopts the server's text and later renders leave it alone.
 * Development links the file so Vite can swap it on edit.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const facts = useContext(DocumentContext)
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />
  const text = facts?.assetText?.(href)
  return (
    <style
      nonce={facts?.nonce}
      data-href={href}
      dangerouslySetInnerHTML={text === undefined ? keepServerText : { __html: styleElementText(text) }}
      suppressHydrationWarning
    />
  )
}
