import { Star } from 'lucide-react'

/** Five filled stars with the score as text; plain content, never review markup. */
export function StarRating({ score, label }: { score: string; label: string }) {
  return (
    <p className="flex items-center gap-2">
      <span className="flex text-clay-600" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Star key={index} className="size-5 fill-current" />
        ))}
      </span>
      <span className="font-semibold text-brand-900">
        <span className="sr-only">Rated </span>
        {score}
        <span className="sr-only"> out of 5</span>
      </span>
      <span className="text-sm text-muted">{label}</span>
    </p>
  )
}
