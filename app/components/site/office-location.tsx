import { Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react'
import { describeOpeningHours } from '#app/lib/opening-hours.ts'
import { usePractice } from '#app/lib/practice.ts'
import { addressLine, emailHref, phoneHref } from '#content/practice.ts'
import { ExternalLink } from './external-link.tsx'

/**
 * The office section above the footer. The map is a placeholder until the visitor asks for it:
 * the frame waits in a template, which the site script puts in place on *Show map*
 * (shared/public-scripts.ts), so no map provider is contacted on page load.
 */
export function OfficeLocation() {
  const practice = usePractice()
  const hours = describeOpeningHours(practice.openingHours)
  return (
    <section aria-labelledby="office-heading" className="bg-brand-50 py-16">
      <div className="container-page grid items-start gap-10 lg:grid-cols-2">
        <div>
          <h2 id="office-heading" className="text-3xl font-semibold text-brand-800">
            Visit Our Office
          </h2>
          <p className="mt-3 text-muted">
            A quiet, private office in Bethlehem, easy to reach from Allentown, Easton and across the Lehigh Valley. Telehealth
            is available too.
          </p>
          <address className="mt-6 space-y-4 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block font-semibold">{practice.practiceName}</span>
                {practice.address.street}
                <br />
                {practice.address.city}, {practice.address.region} {practice.address.postalCode}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <a href={phoneHref(practice)} className="font-semibold text-brand-700 underline underline-offset-4">
                {practice.phoneDisplay}
              </a>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <a href={emailHref(practice)} className="font-semibold text-brand-700 underline underline-offset-4">
                {practice.email}
              </a>
            </p>
          </address>
          {hours.length > 0 ? (
            <p className="mt-4 flex gap-3">
              <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
              <span>
                <span className="block font-semibold">Office hours</span>
                {hours.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </p>
          ) : null}
          <div className="mt-8 flex flex-wrap gap-3">
            <ExternalLink href={practice.mapsSearchUrl} className="btn btn-outline">
              <MapPin aria-hidden="true" className="size-5" />
              View on a maps service
            </ExternalLink>
            <ExternalLink href={practice.mapsDirectionsUrl} className="btn btn-secondary">
              <Navigation aria-hidden="true" className="size-5" />
              Get Directions
            </ExternalLink>
          </div>
        </div>
        <div className="aspect-[4/3] overflow-hidden rounded-2xl border border-brand-200 bg-white shadow-sm">
          <template id="office-map">
            <iframe
              src={practice.mapEmbedUrl}
              title={`Map showing the office at ${addressLine(practice)}`}
              className="size-full border-0"
              loading="lazy"
              referrerPolicy="no-referrer"
            />
          </template>
          <div
            data-frame-placeholder=""
            className="flex size-full flex-col items-center justify-center gap-4 bg-[radial-gradient(circle_at_30%_30%,var(--color-brand-100),transparent_60%),radial-gradient(circle_at_70%_70%,var(--color-clay-100),transparent_55%)] p-6 text-center"
          >
            <MapPin aria-hidden="true" className="size-10 text-brand-600" />
            <p className="max-w-xs text-sm text-muted">
              The map loads from OpenStreetMap only when you ask for it, so nothing is shared with a map provider until then.
            </p>
            <button type="button" className="btn btn-secondary" data-load-frame="office-map">
              Show map
            </button>
          </div>
        </div>
      </div>
    </section>
  )
}
