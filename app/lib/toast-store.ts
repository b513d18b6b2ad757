import { useSyncExternalStore } from 'react'

// One toast visible at a time; a dismissed toast is removed from memory after
// 1,000,000 ms (it stays mounted so its closing animation and announcement can finish).
export const toastLimit = 1
export const toastRemoveDelayMs = 1_000_000

export interface ToastMessage {
  id: string
  title?: string
  description?: string
  variant?: 'default' | 'destructive'
  open: boolean
}

type Listener = () => void

/** A tiny store for toasts; `toast()` may be called from anywhere, including outside React. */
export function createToastStore() {
  let toasts: ToastMessage[] = []
  let counter = 0
  const listeners = new Set<Listener>()
  const timers = new Map<string, ReturnType<typeof setTimeout>>()

  const emit = () => listeners.forEach((listener) => listener())

  const remove = (id: string) => {
    toasts = toasts.filter((toast) => toast.id !== id)
    timers.delete(id)
    emit()
  }

  const dismiss = (id: string) => {
    toasts = toasts.map((toast) => (toast.id === id ? { ...toast, open: false } : toast))
    if (!timers.has(id)) timers.set(id, setTimeout(() => remove(id), toastRemoveDelayMs))
    emit()
  }

  return {
    show(message: Omit<ToastMessage, 'id' | 'open'>): string {
      counter += 1
      const id = String(counter)
      toasts = [{ ...message, id, open: true }, ...toasts].slice(0, toastLimit)
      emit()
      return id
    },
    dismiss,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
  }
}

const store = createToastStore()

/** Shows a toast; returns its id. */
export const toast = store.show
export const dismissToast = store.dismiss

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
}
