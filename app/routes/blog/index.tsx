import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/index'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Therapy Blog Bethlehem PA | Trauma, OCD & Family Recovery',
    description: 'Evidence-based articles on trauma therapy, OCD treatment and mental health from a Bethlehem, PA psychologist.',
    url: absoluteUrl(matches, paths.blog),
  })
}

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-semibold text-brand-800">Therapy Blog Bethlehem PA</h1>
    </div>
  )
}
