import { Clock, X } from 'lucide-react'
import { usePractice } from '#app/lib/practice.ts'
import { intensivesExplainer as explainerFor } from '#content/intensives.ts'
import { paths } from '#shared/paths.ts'

interface IntensivesDialogProps {
  /** The text of the button that opens the explainer. */
  triggerLabel: string
  triggerClassName?: string
}

const dialogId = 'intensives-explainer'
const titleId = 'intensives-explainer-title'

/**
 * The button that opens the Intensives explainer (Services and Intensives), and the explainer as a
 * native modal `<dialog>`. The browser opens it from the button by invoker command, keeps focus
 * inside, closes it on Escape, the close icon and the backdrop (`closedby="any"`), never on a
 * click inside, and hands focus back to the button. *View All Intensives* closes it through the
 * site script (shared/public-scripts.ts), which also stands in for invoker commands and
 * `closedby` where a browser lacks them. One per page.
 */
export function IntensivesDialog({ triggerLabel, triggerClassName = 'btn btn-outline' }: IntensivesDialogProps) {
  const intensivesExplainer = explainerFor(usePractice().doctorName)
  return (
    <>
      <button type="button" aria-haspopup="dialog" className={triggerClassName} commandfor={dialogId} command="show-modal">
        {triggerLabel}
      </button>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        closedby="any"
        className="m-auto max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100%-2rem))] overflow-y-auto rounded-2xl bg-white p-6 text-left text-ink shadow-2xl backdrop:bg-ink/60 sm:p-8"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-semibold text-brand-900 sm:text-3xl">
            {intensivesExplainer.title}
          </h2>
          <button
            type="button"
            commandfor={dialogId}
            command="close"
            className="-mt-1 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {intensivesExplainer.paragraphs.map((paragraph, index) => (
          <p key={paragraph} className={index === 0 ? 'mt-4 text-muted' : 'mt-3 text-muted'}>
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
          <a href={paths.intensives} className="btn btn-secondary">
            View All Intensives
          </a>
        </div>
      </dialog>
    </>
  )
}
