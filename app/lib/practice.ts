import { useRouteLoaderData } from 'react-router'
import type { PracticeConfig } from '#content/practice.ts'

/**
 * The practice's saved settings as pages show them. The root loader reads them on the server for
 * every document, so every page renders the owner's latest save.
 */
export function usePractice(): PracticeConfig {
  const root = useRouteLoaderData('root') as { practice?: PracticeConfig } | undefined
  if (!root?.practice) throw new Error('The practice settings are read by the root loader')
  return root.practice
}

interface MatchWithData {
  id: string
  loaderData?: unknown
}

/** The practice settings from a route's `matches` (for `meta`), or null while the root has none. */
export function practiceFromMatches(matches: ReadonlyArray<MatchWithData | undefined>): PracticeConfig | null {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { practice?: PracticeConfig } | undefined
  return root?.practice ?? null
}
