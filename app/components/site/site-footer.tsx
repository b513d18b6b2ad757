import { Link } from 'react-router'
import { usePractice } from '#app/lib/practice.ts'
import { emailHref, phoneHref } from '#content/practice.ts'
import { paths } from '#shared/paths.ts'
import { ExternalLink } from './external-link.tsx'
import { CrisisNotice } from './crisis-notice.tsx'
import { SocialIcon } from './social-icon.tsx'

const serviceLinks = [
  { label: 'Therapy for OCD', to: `${paths.services}#ocd` },
  { label: 'Therapy for Trauma & PTSD', to: `${paths.services}#trauma` },
  { label: 'CRAFT Family Support', to: `${paths.services}#craft` },
  { label: 'Concierge Care', to: `${paths.services}#concierge` },
  { label: 'Therapy Intensives', to: paths.intensives },
]

const resourceLinks = [
  { label: 'Therapy Blog', to: paths.blog },
  { label: 'Intensives FAQ', to: `${paths.intensives}#faq` },
  { label: 'Contact & Location', to: paths.contact },
]

/** The practice's legal pages (their texts are the owner's, edited in the admin panel). */
const legalLinks = [
  { label: 'Privacy Policy', to: paths.privacyPolicy },
  { label: 'Terms of Service', to: paths.termsOfService },
  { label: 'HIPAA Notice', to: paths.noticeOfPrivacyPractices },
  { label: 'Good Faith Estimate', to: paths.goodFaithEstimate },
  { label: 'Accessibility', to: paths.accessibility },
]

export function SiteFooter() {
  const practice = usePractice()
  const year = new Date().getFullYear()
  return (
    <footer className="bg-brand-900 pb-24 text-brand-50 sm:pb-20">
      <div className="container-page pt-10">
        <CrisisNotice tone="dark" />
      </div>
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="font-serif text-xl font-semibold text-white">{practice.doctorName}</p>
          <p className="mt-2 max-w-md text-brand-100">{practice.tagline}</p>
          <p className="mt-2 text-sm text-brand-100">{practice.licence}</p>
          {practice.social.length > 0 ? (
            <ul className="mt-5 flex gap-2" aria-label="Social media">
              {practice.social.map((link) => (
                <li key={link.label}>
                  <ExternalLink
                    href={link.href}
                    className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-brand-50 hover:bg-brand-700"
                  >
                    <SocialIcon label={link.label} />
                    <span className="sr-only">{link.label}</span>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-5 text-sm text-brand-100">
            <a href={phoneHref(practice)} className="text-white underline-offset-4 hover:underline">
              {practice.phoneDisplay}
            </a>
            <span aria-hidden="true"> · </span>
            <a href={emailHref(practice)} className="text-white underline-offset-4 hover:underline">
              {practice.email}
            </a>
          </p>
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="font-sans text-sm font-semibold tracking-wider text-white uppercase">
            Services
          </h2>
          <ul className="mt-3 space-y-2">
            {serviceLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="font-sans text-sm font-semibold tracking-wider text-white uppercase">
            Resources
          </h2>
          <ul className="mt-3 space-y-2">
            {resourceLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <ExternalLink href={practice.schedulerUrl} className="text-brand-100 underline-offset-4 hover:text-white hover:underline">
                Book a Consultation
              </ExternalLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-brand-800">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-brand-100 md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {practice.practiceName}. All rights reserved.
          </p>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <Link key={link.to} to={link.to} className="inline-flex min-h-6 items-center text-brand-100 underline-offset-4 hover:text-white hover:underline">
                {link.label}
              </Link>
            ))}
            <Link
              to={paths.adminLogin}
              rel="nofollow"
              className="rounded border border-brand-700 px-2 py-0.5 text-xs text-brand-100 hover:bg-brand-800 hover:text-white"
            >
              Admin
            </Link>
          </div>
        </div>
      </div>
    </footer>
  )
}
