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

/** Runs axe-core in the page and returns readable violations (an empty list is a pass). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async (runTags) => {
    const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }> } }).axe
    const result = await axe.run(document, { runOnly: { type: 'tag', values: runTags } })
    return result.violations
  }, tags)
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`)
        .join(' | ')}`,
  )
}
