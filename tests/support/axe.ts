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

/** Resolves once no finite animation or transition runs, and two frames have been painted after. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/**
 * Waits for the state a check of an open modal dialog is about: the dialog open and laid out,
 * everything beside it hidden from assistive technology (aria-hidden or inert, as Radix sets it
 * a moment after the dialog appears), and its backdrop's animations over. Checking earlier reads
 * the page behind the dialog, seen through a half-drawn backdrop.
 */
export async function modalSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // A native modal <dialog>: the browser itself makes the rest of the page inert.
    const native = document.querySelector('dialog:modal')
    if (native) return native.getBoundingClientRect().height > 0
    const dialog = document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')
    if (!dialog || dialog.getBoundingClientRect().height === 0) return false
    const ignored = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'])
    // Radix (through aria-hidden) hides every branch that holds neither the dialog, nor a live
    // region (kept for announcements), nor a script; inside those branches it hides the rest.
    const hidden = (node: Element): boolean => {
      if (node === dialog || ignored.has(node.tagName) || node.getAttribute('aria-hidden') === 'true' || (node as HTMLElement).inert) return true
      if (node.hasAttribute('aria-live')) return true
      if (node.contains(dialog) || node.querySelector('[aria-live], script')) return [...node.children].every(hidden)
      return false
    }
    return [...document.body.children].every(hidden)
  })
  await animationsSettled(page)
}

/** Runs axe-core in the page and returns readable violations (an empty list is a pass). */
export async function axeViolations(page: Page): Promise<string[]> {
  await animationsSettled(page)
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
