import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

interface SectionHeaderProps {
  id: string
  eyebrow?: string
  title: string
  children?: ReactNode
  align?: 'left' | 'center'
  /** Heading level: 1 for a page hero, 2 for a section. */
  level?: 1 | 2
  className?: string
}

/** A small label, the heading and an optional lead paragraph. */
export function SectionHeader({ id, eyebrow, title, children, align = 'left', level = 2, className }: SectionHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className={cn(align === 'center' && 'mx-auto text-center', 'max-w-3xl', className)}>
      {eyebrow ? <p className="text-sm font-semibold tracking-wider text-clay-700 uppercase">{eyebrow}</p> : null}
      <Heading
        id={id}
        className={cn(
          'mt-2 font-semibold text-brand-900',
          level === 1 ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {children ? <div className="mt-4 text-lg text-muted">{children}</div> : null}
    </div>
  )
}
