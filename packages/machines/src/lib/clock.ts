import type { ActorSystem } from 'xstate'

/**
 * The time on the actor system's clock. XState's clock interface has no `now()`, but its
 * SimulatedClock does, so tests and the Storybook stepper measure simulated time; the real
 * clock falls back to the wall clock.
 */
export function clockNow(system: Pick<ActorSystem<never>, '_clock'>): number {
  const clock = system._clock as { now?: () => number }
  return typeof clock.now === 'function' ? clock.now() : Date.now()
}
