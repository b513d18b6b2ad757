import { useQuery } from '@tanstack/react-query'
import { FileText, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { adminPostsQueryOptions } from '#app/admin-api/posts.ts'
import { visitorCountQueryOptions } from '#app/admin-api/stats.ts'

const numberFormat = new Intl.NumberFormat('en-US')

function StatCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-2xl border border-brand-100 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h3 className="font-sans text-sm font-semibold text-muted">{title}</h3>
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">{icon}</span>
      </div>
      <div className="mt-2">{children}</div>
    </section>
  )
}

function Placeholder() {
  return (
    <span role="status" className="block">
      <span aria-hidden="true" className="block h-9 w-24 animate-pulse rounded-md bg-brand-100 motion-reduce:animate-none" />
      <span className="sr-only">Loading</span>
    </span>
  )
}

/** 'Total Visitors' and 'Blog Posts', both refreshed every 30 s. */
export function StatsCards() {
  const visitors = useQuery(visitorCountQueryOptions)
  const posts = useQuery(adminPostsQueryOptions({ poll: true }))
  const published = posts.data?.filter((post) => post.isPublished).length ?? 0

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <StatCard title="Total Visitors" icon={<Users aria-hidden="true" className="size-5" />}>
        {visitors.isPending ? (
          <Placeholder />
        ) : visitors.isError ? (
          <p className="text-sm text-red-700">Failed to fetch visitor count</p>
        ) : (
          <p className="text-3xl font-semibold text-ink">{numberFormat.format(visitors.data)}</p>
        )}
      </StatCard>
      <StatCard title="Blog Posts" icon={<FileText aria-hidden="true" className="size-5" />}>
        {posts.isPending ? (
          <Placeholder />
        ) : posts.isError ? (
          <p className="text-sm text-red-700">Failed to fetch posts</p>
        ) : (
          <p className="flex items-baseline gap-2">
            <span className="text-3xl font-semibold text-ink">{numberFormat.format(posts.data.length)}</span>
            <span className="text-sm text-muted">({numberFormat.format(published)} published)</span>
          </p>
        )}
      </StatCard>
    </div>
  )
}
