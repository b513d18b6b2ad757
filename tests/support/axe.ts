import { createRequire } from 'node:module'
import fs from 'node:fs'
import type { Page } from 'playwright-core'

const require = createRequire(import.meta.url)
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

// WCAG 2.0, 2.1 and 2.2 at levels A and AA (wcag22aa switches on target-size), plus axe's
// best practices.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/**
 * Runs axe-core in the page and returns readable violations (an empty list is a pass).
 *
 * axe finds each text's background by hit-testing the rendered page. Sections below the fold are
 * not rendered until they come near the screen (content-visibility: auto in app/styles/app.css),
 * so there would be nothing to hit and axe would compare text with the page's background; for the
 * audit every part is rendered, as a visitor scrolling down sees it, and put back afterwards.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.id = 'axe-render-everything'
    style.textContent = '* { content-visibility: visible !important; }'
    document.head.append(style)
  })
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async (runTags) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runTags } })
    return result.violations
  }, tags)
  await page.evaluate(() => document.getElementById('axe-render-everything')?.remove())
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  )
}
