import { data } from 'react-router'
import { pageMeta } from '#app/lib/seo.ts'
import type { Route } from './+types/post'

export function meta() {
  return pageMeta({ title: 'Post Not Found', description: "The blog post you're looking for doesn't exist." })
}

// Posts arrive with the blog; until then every slug is unknown.
export function loader() {
  throw data('Post not found', { status: 404 })
}

export default function BlogPost() {
  return null
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  void error
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-3xl font-semibold text-brand-800">Post Not Found</h1>
      <p className="mt-3 text-muted">The blog post you&apos;re looking for doesn&apos;t exist.</p>
    </div>
  )
}
