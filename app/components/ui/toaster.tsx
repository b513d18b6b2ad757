import * as Toast from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { cn } from '#app/lib/cn.ts'
import { dismissToast, useToasts } from '#app/lib/toast-store.ts'

// Shown for 5000 ms, swipe right past 50 px to dismiss, F8 jumps to the region (docs/product.md).
export const toastDurationMs = 5000

/** The global toaster: one live region for the whole site. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <Toast.Provider duration={toastDurationMs} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id)
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
            item.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-brand-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            {item.title ? <Toast.Title className="font-semibold">{item.title}</Toast.Title> : null}
            {item.description ? <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description> : null}
          </div>
          <Toast.Close className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full hover:bg-black/10">
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only">Dismiss notification</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:bottom-20 sm:max-w-sm" />
    </Toast.Provider>
  )
}
