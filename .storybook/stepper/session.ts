import {
  createActor,
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate'

/** One thing the person did in the stepper; replaying the list rebuilds the same state. */
export type Step = { kind: 'event'; event: EventObject } | { kind: 'clock'; ms: number }

export interface Entry {
  step: Step
  /** The state after the step, as readable dotted paths. */
  state: string
  /** Events the machine emitted during the step (redirects, toasts, …). */
  emitted: EventObject[]
}

export interface Session {
  actor: AnyActorRef
  clock: SimulatedClock
  entries: Entry[]
  /** Emitted events collected since the last step; drained into the next entry. */
  pending: EventObject[]
}

/** Lets promise actors provided by a story resolve before the next step or reading the state. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** Makes the machine for a session; machines that read the time get the session's clock. */
export type BuildMachine = (clock: SimulatedClock) => AnyStateMachine

export function createSession(build: BuildMachine, input: unknown): Session {
  const clock = new SimulatedClock()
  const actor = createActor(build(clock), { clock, input })
  const session: Session = { actor, clock, entries: [], pending: [] }
  actor.on('*', (emitted: EventObject) => session.pending.push(emitted))
  actor.start()
  return session
}

export async function applyStep(session: Session, step: Step): Promise<void> {
  if (step.kind === 'event') session.actor.send(step.event)
  else session.clock.increment(step.ms)
  await settle()
  await settle()
  const snapshot = session.actor.getSnapshot() as AnyMachineSnapshot
  session.entries.push({ step, state: describeState(snapshot), emitted: session.pending.splice(0) })
}

/** Rebuilds the actor from its initial state and replays the steps, on a fresh simulated clock. */
export async function replay(build: BuildMachine, input: unknown, steps: Step[]): Promise<Session> {
  const session = createSession(build, input)
  await settle()
  for (const step of steps) await applyStep(session, step)
  return session
}

/** `{showing: 'paused'}` → `showing.paused`; parallel regions are listed with commas. */
export function statePaths(value: StateValue): string[] {
  if (typeof value === 'string') return [value]
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? [key]
      : statePaths(child).map((path) => `${key}.${path}`),
  )
}

export function describeState(snapshot: AnyMachineSnapshot): string {
  const paths = statePaths(snapshot.value).join(', ')
  return snapshot.status === 'active' ? paths : `${paths} (${snapshot.status})`
}

/** Context as JSON, with child actors shown by id instead of their internals. */
export function contextJson(context: unknown): string {
  return JSON.stringify(
    context,
    (_key, value: unknown) => {
      if (typeof value === 'function') return '[function]'
      if (value && typeof value === 'object' && 'sessionId' in value && 'send' in value) {
        return `[actor ${String((value as AnyActorRef).id)}]`
      }
      return value
    },
    2,
  )
}

/** Event types a person can send: the machine's declared ones, without XState's internal events. */
export function declaredEventTypes(machine: AnyStateMachine): string[] {
  const types = machine.events.filter((type: string) => type !== '*' && !type.startsWith('xstate.'))
  return [...new Set(types)].sort()
}

export function describeStep(step: Step): string {
  if (step.kind === 'clock') return `clock +${step.ms} ms`
  const { type, ...payload } = step.event
  return Object.keys(payload).length > 0 ? `${type} ${JSON.stringify(payload)}` : type
}
