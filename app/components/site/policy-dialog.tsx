import { X } from 'lucide-react'
import { useId, type ReactNode } from 'react'

interface PolicyDialogProps {
  title: string
  children: ReactNode
}

/**
 * A footer policy placeholder: a button opening a native modal <dialog> by invoker command. The
 * browser keeps focus inside, closes it on Escape, the close button and the backdrop
 * (`closedby="any"`) and hands focus back to the button; the site script stands in where a
 * browser lacks either (shared/public-scripts.ts).
 */
export function PolicyDialog({ title, children }: PolicyDialogProps) {
  const dialogId = useId()
  const titleId = useId()
  return (
    <>
      <button
        type="button"
        className="text-sm text-brand-100 underline-offset-4 hover:text-white hover:underline"
        commandfor={dialogId}
        command="show-modal"
      >
        {title}
      </button>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        closedby="any"
        className="m-auto w-[min(36rem,calc(100%-2rem))] rounded-2xl p-0 text-ink shadow-2xl backdrop:bg-ink/60"
      >
        <div className="max-h-[80vh] overflow-y-auto p-6">
          <div className="flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-2xl font-semibold text-brand-800">
              {title}
            </h2>
            <button
              type="button"
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-brand-50"
              commandfor={dialogId}
              command="close"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">Close</span>
            </button>
          </div>
          <div className="mt-4 space-y-3 text-muted">{children}</div>
        </div>
      </dialog>
    </>
  )
}
