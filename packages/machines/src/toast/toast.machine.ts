import { assign, setup, type ActorRefFrom } from 'xstate'
import { TOAST, type Message, type MessageDescriptor } from '@atb/contract'

export const toastTypes = ['default', 'info', 'error', 'warning', 'success', 'loading'] as const
export type ToastType = (typeof toastTypes)[number]

/** A translatable contract message, or plain text (for example a server description shown as is). */
export type ToastMessage = Message | MessageDescriptor | string

export interface Toast {
  id: string
  type: ToastType
  message: ToastMessage
}

export interface ToastContext {
  /** The toast on screen; only one is shown at a time. */
  current: Toast | null
  /** Toasts waiting their turn, first in first out. */
  queue: Toast[]
  /** Milliseconds left before the current toast closes by itself. */
  remaining: number
  /** When the running timer last started, on the actor's clock; with `remaining` it draws the progress bar. */
  startedAt: number
  /** The full auto-close time. */
  duration: number
  /** Whether the pointer is over the toast, so a toast that appears or settles under it stays paused. */
  hovered: boolean
  /** Counter for ids of toasts shown without one. */
  seq: number
}

export type ToastEvent =
  | { type: 'toast.show'; message: ToastMessage; toastType?: ToastType; id?: string }
  | { type: 'toast.close'; id?: string }
  | { type: 'toast.pause' }
  | { type: 'toast.resume' }
  | { type: 'toast.settle'; id: string; toastType: 'success' | 'error'; message: ToastMessage }

/** The clock a toast counts down on: the wall clock in the app, a simulated one in tests and stories. */
export interface ToastClock {
  now: () => number
}

/**
 * The toast lifecycle. Pausing on hover keeps the time left, so the machine reads the time from the
 * clock it is given (XState's delays run on the actor's clock, which offers no public reading).
 */
export function createToastMachine(clock: ToastClock = { now: () => Date.now() }) {
  return setup({
    types: {
      context: {} as ToastContext,
      events: {} as ToastEvent,
    },
    delays: {
      remaining: ({ context }) => context.remaining,
    },
    guards: {
      isLoading: ({ context }) => context.current?.type === 'loading',
      isHovered: ({ context }) => context.hovered,
      hasQueued: ({ context }) => context.queue.length > 0,
      targetsCurrent: ({ context, event }) =>
        event.type === 'toast.close' &&
        (event.id === undefined || event.id === context.current?.id),
      settlesCurrent: ({ context, event }) =>
        event.type === 'toast.settle' && event.id === context.current?.id,
    },
    actions: {
      present: assign(({ context, event }) => {
        if (event.type !== 'toast.show') return {}
        return {
          current: toToast(event, context.seq),
          seq: context.seq + 1,
          remaining: context.duration,
        }
      }),
      enqueue: assign(({ context, event }) => {
        if (event.type !== 'toast.show') return {}
        return { queue: [...context.queue, toToast(event, context.seq)], seq: context.seq + 1 }
      }),
      dequeue: assign(({ context }) => ({
        current: context.queue[0] ?? null,
        queue: context.queue.slice(1),
        remaining: context.duration,
      })),
      clear: assign({ current: null, remaining: 0 }),
      dropQueued: assign(({ context, event }) =>
        event.type === 'toast.close'
          ? { queue: context.queue.filter((t) => t.id !== event.id) }
          : {},
      ),
      settle: assign(({ context, event }) => {
        if (event.type !== 'toast.settle') return {}
        const apply = (t: Toast): Toast =>
          t.id === event.id ? { ...t, type: event.toastType, message: event.message } : t
        return {
          current: context.current && apply(context.current),
          queue: context.queue.map(apply),
          remaining: context.duration,
        }
      }),
      startTimer: assign(() => ({ startedAt: clock.now() })),
      // Hover keeps what is left, so leaving resumes the same countdown instead of a fresh one.
      stopTimer: assign(({ context }) => ({
        remaining: Math.max(0, context.remaining - (clock.now() - context.startedAt)),
      })),
      markHovered: assign({ hovered: true }),
      markLeft: assign({ hovered: false }),
    },
  }).createMachine({
    id: 'toast',
    context: {
      current: null,
      queue: [],
      remaining: 0,
      startedAt: 0,
      duration: TOAST.autoCloseMs,
      hovered: false,
      seq: 0,
    },
    initial: 'idle',
    on: {
      'toast.pause': { actions: 'markHovered' },
      'toast.resume': { actions: 'markLeft' },
    },
    states: {
      idle: {
        on: { 'toast.show': { target: 'showing', actions: 'present' } },
      },
      showing: {
        initial: 'choosing',
        on: {
          'toast.show': { actions: 'enqueue' },
          'toast.close': [{ guard: 'targetsCurrent', target: 'next' }, { actions: 'dropQueued' }],
          // A settle for a queued toast updates it in place; it will show as settled when its turn comes.
          'toast.settle': { actions: 'settle' },
        },
        states: {
          choosing: {
            always: [
              { guard: 'isLoading', target: 'loading' },
              { guard: 'isHovered', target: 'paused' },
              { target: 'running' },
            ],
          },
          loading: {
            on: {
              'toast.settle': { guard: 'settlesCurrent', target: 'choosing', actions: 'settle' },
            },
          },
          running: {
            entry: 'startTimer',
            after: { remaining: { target: '#toast.next' } },
            on: { 'toast.pause': { target: 'paused', actions: ['stopTimer', 'markHovered'] } },
          },
          paused: {
            on: { 'toast.resume': { target: 'running', actions: 'markLeft' } },
          },
        },
      },
      // Transient: shows the next queued toast, or goes idle.
      next: {
        always: [
          { guard: 'hasQueued', target: 'showing', actions: 'dequeue' },
          { target: 'idle', actions: 'clear' },
        ],
      },
    },
  })
}

export const toastMachine = createToastMachine()

function toToast(event: Extract<ToastEvent, { type: 'toast.show' }>, seq: number): Toast {
  return {
    id: event.id ?? `toast-${seq + 1}`,
    type: event.toastType ?? 'default',
    message: event.message,
  }
}

export type ToastActorRef = ActorRefFrom<typeof toastMachine>

export interface ToastPromiseMessages {
  loading: ToastMessage
  success: ToastMessage | ((value: unknown) => ToastMessage)
  error: ToastMessage | ((error: unknown) => ToastMessage)
}

let promiseSeq = 0

/**
 * Shows a loading toast for a promise the caller owns, and turns it into success or error when the
 * promise settles. Resolves or rejects like the promise, so callers can still await it.
 */
export function toastPromise<T>(
  toasts: Pick<ToastActorRef, 'send'>,
  promise: Promise<T>,
  messages: ToastPromiseMessages,
): Promise<T> {
  promiseSeq += 1
  const id = `toast-promise-${promiseSeq}`
  toasts.send({ type: 'toast.show', id, toastType: 'loading', message: messages.loading })
  return promise.then(
    (value) => {
      const message =
        typeof messages.success === 'function' ? messages.success(value) : messages.success
      toasts.send({ type: 'toast.settle', id, toastType: 'success', message })
      return value
    },
    (error: unknown) => {
      const message = typeof messages.error === 'function' ? messages.error(error) : messages.error
      toasts.send({ type: 'toast.settle', id, toastType: 'error', message })
      throw error
    },
  )
}
