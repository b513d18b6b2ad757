import { settingsFieldId, legalPageAnchor, type GoLiveItem } from '#shared/schemas/go-live.ts'
import type { LegalPage } from '#shared/schemas/legal-page.ts'
import type { SettingsResponse } from '#shared/schemas/settings.ts'

export interface GoLiveFacts {
  settings: SettingsResponse
  pages: readonly LegalPage[]
  /** SITE_URL as configured, or undefined. */
  siteUrl: string | undefined
  publishedPostCount: number
}

/** US numbers with the 555 exchange: reserved for fiction and samples. */
function isSamplePhone(e164: string): boolean {
  return /^\+1\d{3}555\d{4}$/.test(e164)
}

/** Addresses under example.com, example.org, example.net or any example.* name (RFC 2606 sample domains). */
function isSampleHost(host: string): boolean {
  const labels = host.toLowerCase().split('.')
  return labels.includes('example') || labels.at(-1) === 'test' || labels.at(-1) === 'invalid'
}

function isSampleUrl(value: string): boolean {
  try {
    return isSampleHost(new URL(value).hostname)
  } catch {
    return false
  }
}

const sampleUrlFields = [
  ['schedulerUrl', 'booking link'],
  ['conciergeCheckoutUrl', 'concierge checkout link'],
  ['facebookUrl', 'Facebook link'],
  ['instagramUrl', 'Instagram link'],
  ['linkedinUrl', 'LinkedIn link'],
] as const

const settingsTarget = (name: string) => ({ tab: 'settings' as const, anchor: settingsFieldId(name) })

/**
 * What still stands between the site and a real launch, each with where it is fixed. An empty
 * list means the site is ready.
 */
export function goLiveChecklist({ settings, pages, siteUrl, publishedPostCount }: GoLiveFacts): GoLiveItem[] {
  const items: GoLiveItem[] = []
  if (isSamplePhone(settings.phoneE164)) {
    items.push({ id: 'phone', title: 'Replace the sample phone number', detail: `${settings.phone} is a 555 number, reserved for samples.`, fix: settingsTarget('phone') })
  }
  const emailHost = settings.email.split('@').at(-1) ?? ''
  if (isSampleHost(emailHost)) {
    items.push({ id: 'email', title: 'Replace the sample email address', detail: `${settings.email} is a sample address.`, fix: settingsTarget('email') })
  }
  for (const [name, label] of sampleUrlFields) {
    const value = settings[name]
    if (value && isSampleUrl(value)) {
      items.push({ id: name, title: `Replace the sample ${label}`, detail: `${value} is a sample address; enter yours or leave it empty.`, fix: settingsTarget(name) })
    }
  }
  if (/\bexample\b/i.test(settings.street) || /\bexample\b/i.test(settings.mapsQuery)) {
    items.push({ id: 'address', title: 'Replace the sample street address', detail: `${settings.street} is a sample address.`, fix: settingsTarget('street') })
  }
  if (/^[A-Z]*0+$/i.test(settings.licenceNumber)) {
    items.push({ id: 'licence', title: 'Enter your licence number', detail: `${settings.licenceNumber} is a sample licence number.`, fix: settingsTarget('licenceNumber') })
  }
  for (const page of pages) {
    if (page.needsReview) {
      items.push({
        id: `page-${page.key}`,
        title: `Review the ${page.title}`,
        detail: 'It is still the starter text. Read it, adapt it to how your practice works, and save it.',
        fix: { tab: 'settings', anchor: legalPageAnchor(page.key) },
      })
    }
  }
  if (!siteUrl || !siteUrl.startsWith('https://')) {
    items.push({
      id: 'site-url',
      title: 'Set the site’s public https address',
      detail: siteUrl
        ? `SITE_URL is ${siteUrl}; set it to the https address visitors use, in the server’s environment.`
        : 'SITE_URL is not set. Set it to the https address visitors use (for example https://www.yourpractice.com) in the server’s environment, so links in search results, the sitemap and the feed are right.',
      fix: null,
    })
  }
  if (publishedPostCount === 0) {
    items.push({ id: 'post', title: 'Publish a first blog post', detail: 'The blog has no published post yet.', fix: { tab: 'blog' } })
  }
  return items
}
