import { useRouteLoaderData } from 'react-router'
import { useNonce } from '#app/lib/document-context.tsx'
import { serializeJsonLd } from './structured-data.ts'

/**
 * Structured data for search engines: a data block, not a script. Carries the nonce where there is
 * one (the owner's preview); public pages have none.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}

/** The canonical origin the root loader reported (SITE_URL or the local address). */
export function useSiteUrl(): string {
  const root = useRouteLoaderData('root') as { siteUrl?: string } | undefined
  return root?.siteUrl ?? ''
}
