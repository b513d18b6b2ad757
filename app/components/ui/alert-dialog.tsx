import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog'
import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

export interface ConfirmDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  destructive?: boolean
}

/**
 * A confirmation in Radix's alert dialog: focus moves in (to Cancel, the safe choice), stays
 * inside, Escape cancels, and focus returns to the button that opened it.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel = 'Cancel', onConfirm, destructive }: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/60" />
        <AlertDialogPrimitive.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialogPrimitive.Title className="text-xl font-semibold text-brand-800">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-3 text-muted">{description}</AlertDialogPrimitive.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className="inline-flex min-h-10 items-center justify-center rounded-lg border border-brand-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50">
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              onClick={onConfirm}
              className={cn(
                'inline-flex min-h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold text-white',
                destructive ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800',
              )}
            >
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  )
}
