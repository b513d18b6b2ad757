import { data, Link } from 'react-router'
import { paths } from '#shared/paths.ts'

export function meta() {
  return [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }]
}

// Answer with a real 404 status so search engines drop the address.
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="text-4xl font-semibold text-brand-800">404 Page Not Found</h1>
      <p className="mt-4 text-muted">Did you forget to add the page to the router?</p>
      <p className="mt-8">
        <Link to={paths.home} className="btn btn-secondary">
          Back to the home page
        </Link>
      </p>
    </div>
  )
}
