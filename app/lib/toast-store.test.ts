import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, toastLimit, toastRemoveDelayMs } from './toast-store.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('toast store', () => {
  it('keeps one toast at a time, the newest', () => {
    const store = createToastStore()
    store.show({ title: 'First' })
    store.show({ title: 'Second' })
    expect(toastLimit).toBe(1)
    expect(store.getSnapshot().map((toast) => toast.title)).toEqual(['Second'])
  })

  it('closes a dismissed toast at once and forgets it after 1,000,000 ms', () => {
    const store = createToastStore()
    const id = store.show({ title: 'Saved' })
    store.dismiss(id)
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })])
    vi.advanceTimersByTime(toastRemoveDelayMs - 1)
    expect(store.getSnapshot()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toEqual([])
  })

  it('tells subscribers about every change', () => {
    const store = createToastStore()
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const id = store.show({ title: 'Hello' })
    store.dismiss(id)
    unsubscribe()
    store.show({ title: 'Unheard' })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
