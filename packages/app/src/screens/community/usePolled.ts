import { useEffect, useState } from 'react'
import type { PromiseActorLogic } from 'xstate'
import { useResource, type Resource } from '../account/useResource'

/**
 * A resource asked for again every `everyMs` while `live`, showing the last answer meanwhile so a
 * refresh never blanks the screen; a failed refresh keeps the last answer too.
 */
export function usePolled<T, I>(
  logic: PromiseActorLogic<T, I>,
  input: I,
  everyMs: number,
  live: boolean,
): [Resource<T>, () => void] {
  const [resource, reload] = useResource(logic, input)
  const key = JSON.stringify(input)
  const [last, setLast] = useState<{ key: string; data: T } | null>(null)
  // Kept from an earlier render (React's "adjusting state while rendering" pattern).
  if (resource.status === 'done' && (last?.data !== resource.data || last.key !== key))
    setLast({ key, data: resource.data })
  useEffect(() => {
    if (!live) return
    const timer = setInterval(reload, everyMs)
    return () => clearInterval(timer)
  }, [live, everyMs, reload])
  if (resource.status !== 'done' && last !== null && last.key === key)
    return [{ status: 'done', data: last.data }, reload]
  return [resource, reload]
}
