import { createActor, type Actor, type AnyActorLogic, type InputFrom } from 'xstate'

/**
 * One running actor that outlives the screen that started it: email signup spans /signup and
 * /signup/verify. Memory only (it holds the password), so a reload or a new tab starts over.
 */
export function heldActor<TLogic extends AnyActorLogic>(logic: TLogic) {
  let actor: Actor<TLogic> | null = null
  const live = () =>
    (actor?.getSnapshot() as { status?: string } | undefined)?.status === 'active' ? actor : null
  return {
    /** The running actor, or null when none was started or the last one finished. */
    current: live,
    /** The running actor, started with `input` when there is none. */
    start(input: InputFrom<TLogic>): Actor<TLogic> {
      const running = live()
      if (running) return running
      const started = createActor(logic, { input } as Parameters<typeof createActor<TLogic>>[1])
      actor = started
      started.start()
      return started
    },
    /** Stops and forgets the running actor: the next start is a fresh flow. */
    clear() {
      actor?.stop()
      actor = null
    },
  }
}

export type HeldActor<TLogic extends AnyActorLogic> = ReturnType<typeof heldActor<TLogic>>
