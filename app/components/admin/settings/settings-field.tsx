import type { ReactNode } from 'react'
import { Label } from '#app/components/ui/field.tsx'

export interface SettingsFieldProps {
  /** The control's id. */
  id: string
  label: string
  required?: boolean
  hint?: string
  /** Messages for this field, from the shared schema or the server. */
  errors?: readonly string[]
  /** Renders the control with the ids its description uses. */
  children: (describedBy: string | undefined, isInvalid: boolean) => ReactNode
  className?: string
}

/** A labelled control with its hint and its field messages, tied together for screen readers. */
export function SettingsField({ id, label, required, hint, errors, children, className }: SettingsFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = errors?.length ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      {children(describedBy, Boolean(errorId))}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {errors!.join(' ')}
        </p>
      ) : null}
    </div>
  )
}
