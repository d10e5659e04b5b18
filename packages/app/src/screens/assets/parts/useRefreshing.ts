import { useEffect, useState } from 'react'
import { createActor } from 'xstate'
import type { useResource, Resource } from '../../account/useResource'

/** Keeps the last answer on screen while the next one loads (no flicker every refresh). */
export function useRefreshing<T, I>(
  logic: Parameters<typeof useResource<T, I>>[0],
  input: I,
  everyMs: number,
): [Resource<T>, () => void] {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify(input)
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let actor: ReturnType<typeof createActor<typeof logic>> | undefined
    const load = () => {
      actor = createActor(logic, { input: JSON.parse(key) as I })
      actor.subscribe({
        next: (snapshot) => {
          if (snapshot.status !== 'done' || stopped) return
          setState({ status: 'done', data: snapshot.output as T })
          timer = setTimeout(load, everyMs)
        },
        error: (error) => {
          if (stopped) return
          setState((old) => (old.status === 'done' ? old : { status: 'error', error }))
          timer = setTimeout(load, everyMs)
        },
      })
      actor.start()
    }
    load()
    return () => {
      stopped = true
      clearTimeout(timer)
      actor?.stop()
    }
  }, [logic, key, everyMs, attempt])
  return [
    state,
    () => {
      setState({ status: 'loading' })
      setAttempt((n) => n + 1)
    },
  ]
}
