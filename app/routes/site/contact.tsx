import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/contact'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Contact a Lehigh Valley Therapist | Bethlehem, PA',
    description: 'Call, email or book a free 15-minute consultation with a Bethlehem, PA psychologist serving the Lehigh Valley.',
    url: absoluteUrl(matches, paths.contact),
  })
}

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-semibold text-brand-800">Get In Touch</h1>
    </div>
  )
}
