import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/home'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Therapist in Bethlehem, PA | Trauma, OCD & Intensive Therapy',
    description: 'Evidence-based therapy intensives for trauma, PTSD, OCD and families facing addiction, in Bethlehem, PA and online across the Lehigh Valley.',
    url: absoluteUrl(matches, paths.home),
  })
}

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-semibold text-brand-800">You want real solutions</h1>
    </div>
  )
}
