import { absoluteUrl, pageMeta } from '#app/lib/seo.ts'
import { paths } from '#shared/paths.ts'
import type { Route } from './+types/intensives'

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: 'Therapy Intensives near Allentown, PA | PTSD, OCD & CRAFT',
    description: 'Multi-hour therapy intensives for PTSD, trauma, OCD and families: months of progress in one to four weeks, near Allentown, PA.',
    url: absoluteUrl(matches, paths.intensives),
  })
}

export default function Page() {
  return (
    <div className="container-page py-16">
      <h1 className="text-4xl font-semibold text-brand-800">Therapy Intensives</h1>
    </div>
  )
}
