import { Link } from 'react-router'
import { usePractice } from '#app/lib/practice.ts'
import { emailHref, phoneHref } from '#content/practice.ts'
import { paths } from '#shared/paths.ts'
import { ExternalLink } from './external-link.tsx'
import { PolicyDialog } from './policy-dialog.tsx'
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

export function SiteFooter() {
  const practice = usePractice()
  const year = new Date().getFullYear()
  return (
    <footer className="bg-brand-900 pb-24 text-brand-50 sm:pb-20">
      <div className="container-page grid gap-10 py-12 md:grid-cols-4">
        <div className="md:col-span-2">
          <p className="font-serif text-xl font-semibold text-white">{practice.doctorName}</p>
          <p className="mt-2 max-w-md text-brand-100">{practice.tagline}</p>
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
            <PolicyDialog title="Privacy Policy">
              <p>
                This website sets no cookies for visitors, runs no advertising or tracking scripts, and loads nothing from
                other companies while you read it.
              </p>
              <p>
                <strong>What we count.</strong> When a page opens, the site records the page&apos;s address, the day, and —
                if you followed a link from another website — only that website&apos;s name (for example
                &ldquo;duckduckgo.com&rdquo;, never the full address you came from). To tell how many different people
                visited on one day, the server mixes your connection&apos;s address and browser name with a random value
                that changes every day and keeps only the scrambled result; the random value is deleted at the end of the
                day, so no visit can be linked to you or to your visits on other days.
              </p>
              <p>
                <strong>What we never keep.</strong> Your IP address (not in the database and not in server logs), your
                browser or device details, cookies or any identifier stored on your device. Search engines and other
                automated visitors are not counted. Visit records older than 30 days are reduced to daily totals per page.
              </p>
              <p>
                The map of the office loads from OpenStreetMap only when you choose to show it. Booking links open the
                scheduling service in a new tab, under that service&apos;s own privacy policy.
              </p>
              <p>
                Questions about your privacy: {practice.email} or {practice.phoneDisplay}.
              </p>
            </PolicyDialog>
            <PolicyDialog title="Terms of Service">
              <p>
                The articles and pages on this site are general information about therapy, not medical or psychological
                advice, and reading them does not create a therapist–client relationship.
              </p>
              <p>
                If you are in crisis or thinking about harming yourself, call or text 988 (the Suicide &amp; Crisis
                Lifeline) or 911 now. This practice does not provide emergency services.
              </p>
            </PolicyDialog>
            <PolicyDialog title="HIPAA Notice">
              <p>
                As a health-care provider, {practice.practiceName} protects your health information under HIPAA. The full
                Notice of Privacy Practices is given to every client at the first appointment and is available on request.
              </p>
              <p>
                Please do not send clinical details through this website or by ordinary email; call {practice.phoneDisplay} to
                discuss anything private.
              </p>
            </PolicyDialog>
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
