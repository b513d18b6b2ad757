import { practiceFromMatches } from './practice.ts'

interface MatchWithData {
  id: string
  loaderData?: unknown
}

interface PageMetaInput {
  /** The route's matches, for the practice's name. */
  matches: ReadonlyArray<MatchWithData | undefined>
  title: string
  description: string
  /** Absolute canonical URL of the page. */
  url?: string
  type?: 'website' | 'article'
  image?: string
  /** The image's description, for readers of shared links who cannot see it. */
  imageAlt?: string
}

/** The title, description, canonical and social tags every public page carries. */
export function pageMeta({ matches, title, description, url, type = 'website', image, imageAlt }: PageMetaInput) {
  const practice = practiceFromMatches(matches)
  const tags: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: type },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    ...(practice ? [{ property: 'og:site_name', content: practice.practiceName }] : []),
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
  ]
  if (url) {
    tags.push({ tagName: 'link', rel: 'canonical', href: url }, { property: 'og:url', content: url })
  }
  if (image) tags.push({ property: 'og:image', content: image }, { name: 'twitter:image', content: image })
  if (image && imageAlt) tags.push({ property: 'og:image:alt', content: imageAlt }, { name: 'twitter:image:alt', content: imageAlt })
  return tags
}

/** The absolute URL of a path on this site, from the origin the root loader reported. */
export function absoluteUrl(matches: ReadonlyArray<MatchWithData | undefined>, path: string): string | undefined {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { siteUrl?: string } | undefined
  return root?.siteUrl ? `${root.siteUrl}${path}` : undefined
}
