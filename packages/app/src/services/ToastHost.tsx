import { useSelector } from '@xstate/react'
import { ToastRegion } from '@atb/ui'
import { useMessage } from '../i18n/useMessage'
import { toastActor } from './toast'

/** Binds the toast machine to the ui's toast region, translating contract messages. */
export function ToastHost() {
  const translate = useMessage()
  const current = useSelector(toastActor, (s) => s.context.current)
  const paused = useSelector(toastActor, (s) => s.context.hovered)
  const duration = useSelector(toastActor, (s) => s.context.duration)
  const toast = current && {
    id: current.id,
    type: current.type,
    message: translate(current.message),
  }
  return (
    <ToastRegion
      toast={toast}
      durationMs={duration}
      paused={paused}
      onClose={() => toastActor.send({ type: 'toast.close', id: current?.id })}
      onPause={() => toastActor.send({ type: 'toast.pause' })}
      onResume={() => toastActor.send({ type: 'toast.resume' })}
    />
  )
}
