import { cn } from '#app/lib/cn.ts'

export interface SeoCounterProps {
  id: string
  length: number
  limit: number
}

/** 'n/60 characters', red with 'Too long for Google' above the limit. Advice only: never blocks. */
export function SeoCounter({ id, length, limit }: SeoCounterProps) {
  const tooLong = length > limit
  return (
    <p id={id} className={cn('mt-1 flex flex-wrap gap-x-3 text-sm', tooLong ? 'font-semibold text-red-700' : 'text-muted')}>
      <span>
        {length}/{limit} characters
      </span>
      <span aria-live="polite">{tooLong ? 'Too long for Google' : ''}</span>
    </p>
  )
}
