import { useCallback, useEffect, useState } from 'react'
import { createActor, type PromiseActorLogic } from 'xstate'

export type Resource<T> =
  { status: 'loading' } | { status: 'done'; data: T } | { status: 'error'; error: unknown }

/**
 * Runs a provided `fromPromise` loader (flows.loadActivity, …) as an actor for as long as the
 * screen shows it; a new input or `retry` starts a fresh one and stops the old, aborting its call.
 */
export function useResource<T, I>(
  logic: PromiseActorLogic<T, I>,
  input: I,
): [Resource<T>, () => void] {
  const key = JSON.stringify(input) ?? ''
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ for: string; value: Resource<T> } | null>(null)
  const current = `${key}#${attempt}`

  useEffect(() => {
    const actor = createActor(logic, { input: JSON.parse(key || 'null') as I })
    const sub = actor.subscribe({
      next: (snapshot) => {
        if (snapshot.status === 'done')
          setResult({ for: current, value: { status: 'done', data: snapshot.output as T } })
      },
      error: (error) => setResult({ for: current, value: { status: 'error', error } }),
    })
    actor.start()
    return () => {
      sub.unsubscribe()
      actor.stop()
    }
  }, [logic, key, current])

  const value: Resource<T> = result && result.for === current ? result.value : { status: 'loading' }
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return [value, retry]
}
