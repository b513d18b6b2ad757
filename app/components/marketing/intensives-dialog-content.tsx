import * as Dialog from '@radix-ui/react-dialog'
import { Clock, X } from 'lucide-react'
import { Link } from 'react-router'
import { usePractice } from '#app/lib/practice.ts'
import { intensivesExplainer as explainerFor } from '#content/intensives.ts'
import { paths } from '#shared/paths.ts'

export interface IntensivesDialogContentProps {
  open: boolean
  onOpenChange(open: boolean): void
  /** Where focus goes when the dialog closes (the button that opened it). */
  onCloseAutoFocus(event: Event): void
}

/**
 * The explainer itself, loaded on first use (see intensives-dialog.tsx). Radix traps focus while
 * it is open and closes it on the backdrop, Escape and the close buttons, never on a click inside.
 */
export default function IntensivesDialogContent({ open, onOpenChange, onCloseAutoFocus }: IntensivesDialogContentProps) {
  const intensivesExplainer = explainerFor(usePractice().doctorName)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay data-testid="intensives-dialog-backdrop" className="fixed inset-0 z-50 bg-ink/60" />
        <Dialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100%-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-semibold text-brand-900 sm:text-3xl">{intensivesExplainer.title}</Dialog.Title>
            <Dialog.Close className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50">
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-4 text-muted">{intensivesExplainer.paragraphs[0]}</Dialog.Description>
          {intensivesExplainer.paragraphs.slice(1).map((paragraph) => (
            <p key={paragraph} className="mt-3 text-muted">
              {paragraph}
            </p>
          ))}
          <dl className="mt-6 grid gap-3 sm:grid-cols-3">
            {intensivesExplainer.highlights.map((item) => (
              <div key={item.label} className="rounded-xl bg-brand-50 p-4">
                <dt className="flex items-center gap-2 text-sm text-muted">
                  <Clock aria-hidden="true" className="size-4 text-brand-600" />
                  {item.label}
                </dt>
                <dd className="mt-1 font-semibold text-brand-900">{item.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Dialog.Close asChild>
              <Link to={paths.intensives} className="btn btn-secondary">
                View All Intensives
              </Link>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
