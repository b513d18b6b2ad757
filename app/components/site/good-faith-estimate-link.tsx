import { Link } from 'react-router'
import { paths } from '#shared/paths.ts'

/** The No Surprises Act notice, linked wherever prices are shown (self-pay clients' right). */
export function GoodFaithEstimateLink() {
  return (
    <Link to={paths.goodFaithEstimate} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
      You have the right to a Good Faith Estimate
    </Link>
  )
}
