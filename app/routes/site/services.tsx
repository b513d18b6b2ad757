import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/services'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Therapy Services in Bethlehem, PA | OCD, Trauma & CRAFT',
    description: 'Therapy for OCD, trauma and PTSD, CRAFT support for families facing addiction, and concierge care, in Bethlehem, PA.',
    url: absoluteUrl(matches, paths.services),
  })
}

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-semibold text-brand-800">Our Services</h1>
    </div>
  )
}
