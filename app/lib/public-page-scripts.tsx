import { siteScript, speculationRules } from '#shared/public-scripts.ts'

/**
 * What a public page runs instead of React Router's runtime (docs/decisions/013): the site script
 * and the speculation rules, inline at the end of the body and allowed by their CSP hashes.
 */
export function PublicPageScripts() {
  return (
    <>
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      <script dangerouslySetInnerHTML={{ __html: siteScript }} />
    </>
  )
}
