import { lazy, Suspense, useRef, useState } from 'react'

// The Radix dialog weighs about as much as the rest of the page's own code, and most visitors
// never open it: fetch it when the button is first pointed at, focused or used.
const loadContent = () => import('./intensives-dialog-content.tsx')
const IntensivesDialogContent = lazy(loadContent)

interface IntensivesDialogProps {
  /** The text of the button that opens the explainer. */
  triggerLabel: string
  triggerClassName?: string
}

/** The button that opens the Intensives explainer (Services and Intensives). */
export function IntensivesDialog({ triggerLabel, triggerClassName = 'btn btn-outline' }: IntensivesDialogProps) {
  const [isOpen, setIsOpen] = useState(false)
  const [isRequested, setIsRequested] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const preload = () => void loadContent()
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        className={triggerClassName}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => {
          setIsRequested(true)
          setIsOpen(true)
        }}
      >
        {triggerLabel}
      </button>
      {isRequested ? (
        <Suspense fallback={null}>
          <IntensivesDialogContent
            open={isOpen}
            onOpenChange={setIsOpen}
            onCloseAutoFocus={(event) => {
              // Back to the button that opened it, which is not a Radix Trigger.
              event.preventDefault()
              buttonRef.current?.focus()
            }}
          />
        </Suspense>
      ) : null}
    </>
  )
}
