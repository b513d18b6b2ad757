import type { ReactNode } from 'react'
import { SecuritySettings } from '../security-settings.tsx'
import { LegalPagesSection } from './legal-pages-section.tsx'
import { PracticeDetailsSection } from './practice-details-section.tsx'

export interface SettingsScreenProps {
  /** Renders the live preview of a page being edited (the public pages' formatter). */
  renderPreview?: (content: string) => ReactNode
}

/**
 * The Settings tab: one self-contained section after another, each with its own data and save.
 * A new kind of setting is one more section here.
 */
export function SettingsScreen({ renderPreview }: SettingsScreenProps) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-semibold text-brand-800">Settings</h2>
        <p className="mt-1 text-muted">Your practice’s details and legal pages. Everything you save here shows on the website at once.</p>
      </div>
      <PracticeDetailsSection />
      <LegalPagesSection renderPreview={renderPreview} />
      <SecuritySettings />
    </div>
  )
}
