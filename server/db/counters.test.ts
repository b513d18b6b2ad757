import { describe, expect, it } from 'vitest'
import { oncePerTurn, sharedFreshRead } from './counters.ts'

/** A read whose answers the test releases one at a time, counting how many were started. */
function controlledRead() {
  const pending: Array<{ resolve: (value: number) => void; reject: (error: Error) => void }> = []
  let started = 0
  const read = () =>
    new Promise<number>((resolve, reject) => {
      started += 1
      pending.push({ resolve, reject })
    })
  return {
    read,
    get started() {
      return started
    },
    answer: (value: number) => pending.shift()!.resolve(value),
    fail: () => pending.shift()!.reject(new Error('database away')),
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('sharedFreshRead', () => {
  it('gives callers that arrive during a read the next read, started when that one ends, shared among them', async () => {
    const source = controlledRead()
    const read = sharedFreshRead(source.read)
    const first = read()
    const second = read()
    const third = read()
    expect(source.started).toBe(1)
    source.answer(1)
    expect(await first).toBe(1)
    await settle()
    expect(source.started).toBe(2)
    const fourth = read()
    source.answer(2)
    expect(await second).toBe(2)
    expect(await third).toBe(2)
    await settle()
    expect(source.started).toBe(3)
    source.answer(3)
    expect(await fourth).toBe(3)
    await settle()
    expect(source.started).toBe(3)
  })

  it('fails only the callers of a failed read; those waiting get a read of their own', async () => {
    const source = controlledRead()
    const read = sharedFreshRead(source.read)
    const first = read()
    const second = read()
    source.fail()
    await expect(first).rejects.toThrow('database away')
    await settle()
    source.answer(7)
    expect(await second).toBe(7)
    expect(source.started).toBe(2)
  })

  it('starts a read at once when none is running', async () => {
    const source = controlledRead()
    const read = sharedFreshRead(source.read)
    const first = read()
    source.answer(1)
    await first
    await settle()
    const again = read()
    expect(source.started).toBe(2)
    source.answer(2)
    expect(await again).toBe(2)
  })
})

describe('oncePerTurn', () => {
  it('reads once for all callers in one turn of the event loop, and again in the next', async () => {
    let reads = 0
    const read = oncePerTurn(() => (reads += 1))
    expect([read(), read(), read()]).toEqual([1, 1, 1])
    await new Promise((resolve) => setImmediate(resolve))
    expect(read()).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(read()).toBe(3)
    expect(reads).toBe(3)
  })
})
