import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock, waitFor } from 'xstate'
import { errorMessages } from '@atb/contract'
import { createToastMachine, toastPromise } from './toast.machine'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(createToastMachine(clock), { clock }).start()
  return { clock, actor, shown: () => actor.getSnapshot().context.current }
}

describe('toast machine', () => {
  it('shows a toast with its type and message', () => {
    const { actor, shown } = start()

    actor.send({ type: 'toast.show', toastType: 'info', message: errorMessages.network })

    expect(shown()).toMatchObject({ type: 'info', message: errorMessages.network })
  })

  it('uses the default type for a plain string', () => {
    const { actor, shown } = start()

    actor.send({ type: 'toast.show', message: 'Saved' })

    expect(shown()).toMatchObject({ type: 'default', message: 'Saved' })
  })

  it('closes by itself after 4000 ms', () => {
    const { actor, clock, shown } = start()
    actor.send({ type: 'toast.show', message: 'Saved' })

    clock.increment(3999)
    const stillShown = shown()
    clock.increment(1)

    expect(stillShown).not.toBeNull()
    expect(shown()).toBeNull()
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('shows one toast at a time and the rest in order', () => {
    const { actor, clock, shown } = start()
    actor.send({ type: 'toast.show', message: 'first' })
    actor.send({ type: 'toast.show', message: 'second' })
    actor.send({ type: 'toast.show', message: 'third' })

    const order = [shown()?.message]
    clock.increment(4000)
    order.push(shown()?.message)
    clock.increment(4000)
    order.push(shown()?.message)
    clock.increment(4000)

    expect(order).toEqual(['first', 'second', 'third'])
    expect(shown()).toBeNull()
  })

  it('closes on click and shows the next one at once', () => {
    const { actor, clock, shown } = start()
    actor.send({ type: 'toast.show', message: 'first' })
    actor.send({ type: 'toast.show', message: 'second' })
    clock.increment(1000)

    actor.send({ type: 'toast.close' })

    expect(shown()?.message).toBe('second')
    clock.increment(3999)
    expect(shown()?.message).toBe('second')
  })

  it('removes a queued toast closed by id without touching the shown one', () => {
    const { actor, clock, shown } = start()
    actor.send({ type: 'toast.show', message: 'first' })
    actor.send({ type: 'toast.show', id: 'later', message: 'second' })

    actor.send({ type: 'toast.close', id: 'later' })
    clock.increment(4000)

    expect(shown()).toBeNull()
  })

  it('pauses on hover and resumes with the remaining time, not a fresh 4000', () => {
    const { actor, clock, shown } = start()
    actor.send({ type: 'toast.show', message: 'Saved' })
    clock.increment(1000)

    actor.send({ type: 'toast.pause' })
    clock.increment(10_000)
    const whilePaused = shown()
    actor.send({ type: 'toast.resume' })
    clock.increment(2999)
    const justBefore = shown()
    clock.increment(1)

    expect(whilePaused).not.toBeNull()
    expect(justBefore).not.toBeNull()
    expect(shown()).toBeNull()
  })

  it('keeps the next toast paused when it appears under the pointer', () => {
    const { actor, clock, shown } = start()
    actor.send({ type: 'toast.show', message: 'first' })
    actor.send({ type: 'toast.show', message: 'second' })
    actor.send({ type: 'toast.pause' })

    actor.send({ type: 'toast.close' })
    clock.increment(10_000)

    expect(shown()?.message).toBe('second')
    expect(actor.getSnapshot().matches({ showing: 'paused' })).toBe(true)
  })

  it('never closes a loading toast by itself', () => {
    const { actor, clock, shown } = start()

    actor.send({ type: 'toast.show', id: 'p', toastType: 'loading', message: 'Saving' })
    clock.increment(60_000)

    expect(shown()).toMatchObject({ type: 'loading', message: 'Saving' })
  })

  it('turns a loading toast into success when it settles, then closes after 4000 ms', () => {
    const { actor, clock, shown } = start()
    actor.send({ type: 'toast.show', id: 'p', toastType: 'loading', message: 'Saving' })
    clock.increment(9000)

    actor.send({ type: 'toast.settle', id: 'p', toastType: 'success', message: 'Saved' })
    const settled = shown()
    clock.increment(4000)

    expect(settled).toMatchObject({ id: 'p', type: 'success', message: 'Saved' })
    expect(shown()).toBeNull()
  })

  it('settles a queued loading toast in place so it shows as settled later', () => {
    const { actor, clock, shown } = start()
    actor.send({ type: 'toast.show', message: 'first' })
    actor.send({ type: 'toast.show', id: 'p', toastType: 'loading', message: 'Saving' })

    actor.send({ type: 'toast.settle', id: 'p', toastType: 'error', message: 'Failed' })
    clock.increment(4000)

    expect(shown()).toMatchObject({ id: 'p', type: 'error', message: 'Failed' })
    clock.increment(4000)
    expect(shown()).toBeNull()
  })

  it('ignores a settle for a toast that was already closed', () => {
    const { actor, shown } = start()
    actor.send({ type: 'toast.show', id: 'p', toastType: 'loading', message: 'Saving' })
    actor.send({ type: 'toast.close' })

    actor.send({ type: 'toast.settle', id: 'p', toastType: 'success', message: 'Saved' })

    expect(shown()).toBeNull()
  })

  it('toastPromise shows loading, then success with the resolved value', async () => {
    const { actor, shown } = start()
    let resolve: (value: number) => void = () => undefined
    const work = new Promise<number>((r) => (resolve = r))

    const result = toastPromise(actor, work, {
      loading: 'Saving',
      success: (n) => `Saved ${String(n)}`,
      error: 'Failed',
    })
    const whileLoading = shown()?.type
    resolve(3)

    await expect(result).resolves.toBe(3)
    expect(whileLoading).toBe('loading')
    expect(shown()).toMatchObject({ type: 'success', message: 'Saved 3' })
  })

  it('toastPromise turns the toast into an error and still rejects', async () => {
    const { actor, shown } = start()

    const result = toastPromise(actor, Promise.reject(new Error('down')), {
      loading: 'Saving',
      success: 'Saved',
      error: errorMessages.unknown,
    })

    await expect(result).rejects.toThrow('down')
    await waitFor(actor, (s) => s.context.current?.type === 'error')
    expect(shown()?.message).toEqual(errorMessages.unknown)
  })
})
