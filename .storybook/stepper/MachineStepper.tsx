import { useEffect, useId, useState } from 'react'
import {
  SimulatedClock,
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate'
import { Button } from '@atb/ui'
import {
  applyStep,
  contextJson,
  declaredEventTypes,
  describeState,
  describeStep,
  replay,
  type Session,
  type Step,
} from './session'
import styles from './MachineStepper.module.css'

export interface MachineStepperProps<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The machine to step through, or a maker given the stepper's clock (for machines that read the time). */
  machine: TMachine | ((clock: { now(): number }) => TMachine)
  /** Heading shown above the stepper. */
  title: string
  /** Implementations for the machine's named actors, actions, guards and delays (offline fakes). */
  implementations?: Parameters<TMachine['provide']>[0]
  /** Input the machine starts with. */
  input?: unknown
  /** Example payloads per event type, for events that need more than their type; a list gives one button each. */
  events?: Record<string, Payload | Payload[]>
}

type Payload = Record<string, unknown>

const clockSteps = [500, 2000, 4000] as const

function payloadText(event: EventObject) {
  const { type: _type, ...payload } = event
  return Object.keys(payload).length > 0 ? JSON.stringify(payload) : ''
}

/**
 * An offline stand-in for the XState inspector: current state, context, the events possible now,
 * a simulated clock, and the history with step back (replayed from the start, so it is exact).
 */
export function MachineStepper<TMachine extends AnyStateMachine>({
  machine,
  title,
  implementations,
  input,
  events = {},
}: MachineStepperProps<TMachine>) {
  const headingId = useId()
  const [session, setSession] = useState<Session | null>(null)
  const [busy, setBusy] = useState(true)
  const [, setVersion] = useState(0)
  // Captured once on mount: stories pass fresh object literals each render, which must not restart it.
  const [build] = useState(() => (clock: SimulatedClock) => {
    const logic = typeof machine === 'function' ? machine(clock) : machine
    return implementations ? (logic.provide(implementations as never) as AnyStateMachine) : logic
  })
  const [shape] = useState(() =>
    typeof machine === 'function' ? machine(new SimulatedClock()) : machine,
  )
  const [startInput] = useState(input)

  useEffect(() => {
    let live = true
    void replay(build, startInput, []).then((first) => {
      if (!live) return first.actor.stop()
      setSession(first)
      setBusy(false)
    })
    return () => {
      live = false
    }
  }, [build, startInput])

  const rebuild = async (steps: Step[]) => {
    setBusy(true)
    const next = await replay(build, startInput, steps)
    setSession((previous) => {
      previous?.actor.stop()
      return next
    })
    setBusy(false)
  }

  useEffect(() => {
    if (!session) return
    const subscription = session.actor.subscribe(() => setVersion((v) => v + 1))
    return () => subscription.unsubscribe()
  }, [session])

  useEffect(() => () => session?.actor.stop(), [session])

  const run = async (step: Step) => {
    if (!session) return
    setBusy(true)
    await applyStep(session, step)
    setVersion((v) => v + 1)
    setBusy(false)
  }

  if (!session) return <p className={styles.loading}>Starting {title}…</p>

  const snapshot = session.actor.getSnapshot() as AnyMachineSnapshot
  const candidates: EventObject[] = declaredEventTypes(shape).flatMap((type) => {
    const given = events[type]
    const list = Array.isArray(given) ? given : [given ?? {}]
    return list.map((payload) => ({ ...payload, type }))
  })
  const possible = candidates.filter((event) => snapshot.can(event))
  const children = Object.entries(snapshot.children as Record<string, AnyActorRef | undefined>)
  const steps = session.entries.map((entry) => entry.step)

  return (
    <section className={styles.stepper} aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.grid}>
        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby={`${headingId}-state`}>
            <h3 id={`${headingId}-state`}>State</h3>
            <p role="status" className={styles.state} data-testid="stepper-state">
              {describeState(snapshot)}
            </p>
            <p className={styles.muted}>Clock: {session.clock.now()} ms</p>
          </section>

          <section className={styles.panel} aria-labelledby={`${headingId}-events`}>
            <h3 id={`${headingId}-events`}>Events possible now</h3>
            {possible.length === 0 ? (
              <p className={styles.muted}>None: the machine waits for the clock, or it is done.</p>
            ) : (
              <ul className={styles.events}>
                {possible.map((event, index) => {
                  const payload = payloadText(event)
                  return (
                    <li key={`${event.type}-${index}`}>
                      <Button
                        size="sm"
                        variant="secondary"
                        isDisabled={busy}
                        // The payload is part of the name, so two buttons of one type stay distinguishable.
                        aria-label={payload ? `${event.type} ${payload}` : undefined}
                        onPress={() => void run({ kind: 'event', event })}
                      >
                        {event.type}
                      </Button>
                      {payload ? (
                        <code className={styles.payload} aria-hidden>
                          {payload}
                        </code>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            )}
          </section>

          <section className={styles.panel} aria-labelledby={`${headingId}-clock`}>
            <h3 id={`${headingId}-clock`}>Clock</h3>
            <div className={styles.row}>
              {clockSteps.map((ms) => (
                <Button
                  key={ms}
                  size="sm"
                  variant="ghost"
                  isDisabled={busy}
                  aria-label={`Advance clock by ${ms} ms`}
                  onPress={() => void run({ kind: 'clock', ms })}
                >
                  +{ms} ms
                </Button>
              ))}
            </div>
          </section>
        </div>

        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby={`${headingId}-context`}>
            <h3 id={`${headingId}-context`}>Context</h3>
            <pre className={styles.json} tabIndex={0} aria-labelledby={`${headingId}-context`}>
              {contextJson(snapshot.context)}
            </pre>
            {children.map(([id, child]) => {
              const childSnapshot = child?.getSnapshot() as AnyMachineSnapshot | undefined
              if (!childSnapshot || !('value' in childSnapshot)) return null
              return (
                <div key={id} className={styles.child}>
                  <h4>
                    Child <code>{id}</code>: {describeState(childSnapshot)}
                  </h4>
                  <pre className={styles.json} tabIndex={0} aria-label={`Context of child ${id}`}>
                    {contextJson(childSnapshot.context)}
                  </pre>
                </div>
              )
            })}
          </section>

          <section className={styles.panel} aria-labelledby={`${headingId}-history`}>
            <h3 id={`${headingId}-history`}>History</h3>
            {session.entries.length === 0 ? (
              <p className={styles.muted}>Nothing yet.</p>
            ) : (
              <ol className={styles.history}>
                {session.entries.map((entry, index) => (
                  <li key={index}>
                    <code>{describeStep(entry.step)}</code> → <strong>{entry.state}</strong>
                    {entry.emitted.map((e, i) => (
                      <span key={i} className={styles.emitted}>
                        emitted <code>{describeStep({ kind: 'event', event: e })}</code>
                      </span>
                    ))}
                  </li>
                ))}
              </ol>
            )}
            <div className={styles.row}>
              <Button
                size="sm"
                variant="secondary"
                isDisabled={busy || steps.length === 0}
                onPress={() => void rebuild(steps.slice(0, -1))}
              >
                Step back
              </Button>
              <Button
                size="sm"
                variant="ghost"
                isDisabled={busy || steps.length === 0}
                onPress={() => void rebuild([])}
              >
                Restart
              </Button>
            </div>
          </section>
        </div>
      </div>
    </section>
  )
}
