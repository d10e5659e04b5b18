import { createActor } from 'xstate'
import { toastMachine, type ToastMessage, type ToastType } from '@atb/machines'

/** The app's one toast lifecycle (spec section 9: one at a time, 4000 ms, pause on hover). */
export const toastActor = createActor(toastMachine).start()

export function showToast(message: ToastMessage, toastType: ToastType = 'default') {
  toastActor.send({ type: 'toast.show', message, toastType })
}
