import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn.ts'

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  outline: 'border border-brand-300 bg-white text-brand-800 hover:bg-brand-50 disabled:text-muted',
  ghost: 'text-brand-800 hover:bg-brand-50 disabled:text-muted',
  destructive: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60',
} as const

const sizes = {
  md: 'min-h-10 px-4 py-2 text-sm',
  icon: 'size-10 p-0',
} as const

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
}

/** A button in the admin's quiet style. Disabled buttons keep their text readable. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  )
}

/** The same look for links (a router Link or an anchor renders its own element and takes these classes). */
export function buttonClasses(variant: keyof typeof variants = 'primary', className?: string): string {
  return cn('inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors', variants[variant], className)
}
