import { describe, expect, it } from 'vitest'
import { oncePerTurn, sharedFreshRead, snapshotPerVersion } from './counters.ts'

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

describe('snapshotPerVersion', () => {
  /** Loads the test finishes by hand, per version, counting how many were started. */
  function controlledLoad() {
    const pending = new Map<number, Array<() => void>>()
    let started = 0
    const load = (version: number) =>
      new Promise<{ version: number; load: number }>((resolve) => {
        started += 1
        const load = started
        pending.set(version, [...(pending.get(version) ?? []), () => resolve({ version, load })])
      })
    return {
      load,
      get started() {
        return started
      },
      finish: (version: number) => pending.get(version)!.shift()!(),
    }
  }

  it('loads once for every caller asking about the same version, then answers from memory', async () => {
    const source = controlledLoad()
    const snapshotAt = snapshotPerVersion(source.load)
    const asked = [snapshotAt(1), snapshotAt(1), snapshotAt(1)]
    expect(source.started).toBe(1)
    source.finish(1)
    expect(new Set(await Promise.all(asked))).toEqual(new Set([{ version: 1, load: 1 }]))
    expect(await snapshotAt(1)).toEqual({ version: 1, load: 1 })
    expect(source.started).toBe(1)
  })

  it('keeps the newer copy when an older version finishes loading last', async () => {
    const source = controlledLoad()
    const snapshotAt = snapshotPerVersion(source.load)
    const older = snapshotAt(1)
    const newer = snapshotAt(2)
    source.finish(2)
    expect(await newer).toEqual({ version: 2, load: 2 })
    source.finish(1)
    expect(await older).toEqual({ version: 1, load: 1 })
    // Version 2 is still the copy kept: asking about it loads nothing.
    expect(await snapshotAt(2)).toEqual({ version: 2, load: 2 })
    expect(source.started).toBe(2)
  })

  it('loads again when the copy is no longer current, even at the same version', async () => {
    const source = controlledLoad()
    let current = true
    const snapshotAt = snapshotPerVersion(source.load, (snapshot, version) => current && snapshot.version === version)
    const first = snapshotAt(1)
    source.finish(1)
    await first
    current = false
    const again = snapshotAt(1)
    expect(source.started).toBe(2)
    source.finish(1)
    expect(await again).toEqual({ version: 1, load: 2 })
  })
})
