import { cn } from '#app/lib/cn.ts'

/** A quiet spinning ring; decorative, so pair it with visible or screen-reader text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700 motion-reduce:animate-none', className)}
    />
  )
}
