import { describe, expect, expectTypeOf, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { botSetupSchema, errorMessages, loginSchema, message, validation } from '@atb/contract'
import { createFormMachine, type FormOutput } from './createFormMachine'
import { apiFailure } from '../lib/fixtures'

type Login = { username: string; password: string }
const form = createFormMachine({
  id: 'loginForm',
  schema: loginSchema,
  initialValues: { username: '', password: '' },
  types: {} as { result: { token: string } },
})

function start(submit: (input: Login) => Promise<{ token: string }>) {
  const seen: Login[] = []
  const machine = form.provide({
    actors: {
      submit: fromPromise<{ token: string }, Login>(({ input }) => {
        seen.push(input)
        return submit(input)
      }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input: {} }).start()
  const idle = () =>
    waitFor(actor, (s) => !s.matches({ editing: 'checking' }) && !s.matches('validating'))
  return { actor, seen, idle, context: () => actor.getSnapshot().context }
}

const fill = (actor: ReturnType<typeof start>['actor'], values: Login) => {
  actor.send({ type: 'form.change', field: 'username', value: values.username })
  actor.send({ type: 'form.change', field: 'password', value: values.password })
}

describe('form machine factory', () => {
  it('keeps a refusal carried in on its field until that field is edited', async () => {
    const refusal = message(validation.max, { label: 'number of grids', max: 149 })
    const machine = createFormMachine({
      id: 'refused',
      schema: loginSchema,
      initialValues: { username: 'bob@example.com', password: 'secret1' },
    })
    const actor = createActor(machine, {
      input: { errors: { password: refusal, 'username.detail': refusal } },
    }).start()
    const idle = () => waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    // A live check of values that pass the browser's rules does not wipe the server's word.
    actor.send({ type: 'form.blur', field: 'username' })
    await idle()
    expect(actor.getSnapshot().context.errors).toEqual({
      password: refusal,
      'username.detail': refusal,
    })
    actor.send({ type: 'form.change', field: 'username', value: 'ann@example.com' })
    await idle()
    expect(actor.getSnapshot().context.errors).toEqual({ password: refusal })
    actor.send({ type: 'form.change', field: 'password', value: 'secret2' })
    await idle()
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('shows errors inside a list or group field, by their full path, once that field is touched', async () => {
    const schema = botSetupSchema('spot_rebalance')
    const machine = createFormMachine({
      id: 'rebalanceForm',
      schema,
      initialValues: schema.getDefault() as never,
    })
    const actor = createActor(machine, { input: {} }).start()
    const holding = [
      { coin_base_asset: 'BTC', target_percent: 3 },
      { coin_base_asset: 'ETH', target_percent: 87 },
    ]
    actor.send({ type: 'form.change', field: 'holding', value: holding } as never)
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(actor.getSnapshot().context.errors).toEqual({})

    actor.send({ type: 'form.blur', field: 'holding' } as never)
    await waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    expect(actor.getSnapshot().context.errors['holding[0].target_percent']).toMatchObject({
      id: validation.min.id,
    })
    expect(actor.getSnapshot().context.errors.initial_amount).toBeUndefined()
  })

  it('checks against the facts it is given (a live price) and re-checks when they change', async () => {
    const schema = botSetupSchema('spot_grid')
    const machine = createFormMachine({
      id: 'gridForm',
      schema,
      initialValues: schema.getDefault() as never,
    })
    const actor = createActor(machine, { input: { context: { lastPrice: 65000 } } }).start()
    const settled = () => waitFor(actor, (s) => s.matches({ editing: 'idle' }))
    actor.send({ type: 'form.change', field: 'enable_option_stop_loss', value: true } as never)
    actor.send({ type: 'form.change', field: 'option_stop_loss', value: 66000 } as never)
    actor.send({ type: 'form.blur', field: 'option_stop_loss' } as never)
    await settled()
    expect(actor.getSnapshot().context.errors.option_stop_loss).toMatchObject({
      id: validation.lessThanLastPrice.id,
      values: { price: 65000 },
    })

    actor.send({ type: 'form.context', context: { lastPrice: 70000 } })
    await settled()
    expect(actor.getSnapshot().context.errors.option_stop_loss).toBeUndefined()
  })

  it('hides errors of untouched fields while typing', async () => {
    const { actor, idle, context } = start(async () => ({ token: 't' }))

    actor.send({ type: 'form.change', field: 'username', value: 'bob' })
    await idle()

    expect(context().values.username).toBe('bob')
    expect(context().errors).toEqual({})
  })

  it('shows a field error as a contract message after blur', async () => {
    const { actor, idle, context } = start(async () => ({ token: 't' }))
    actor.send({ type: 'form.change', field: 'username', value: 'bob' })

    actor.send({ type: 'form.blur', field: 'username' })
    await idle()

    expect(context().errors.username).toMatchObject({ id: validation.email.id })
    expect(context().errors.password).toBeUndefined()
  })

  it('clears the error once the touched field becomes valid', async () => {
    const { actor, idle, context } = start(async () => ({ token: 't' }))
    actor.send({ type: 'form.blur', field: 'username' })
    await idle()

    actor.send({ type: 'form.change', field: 'username', value: 'bob@example.com' })
    await idle()

    expect(context().errors.username).toBeUndefined()
  })

  it('on submit with invalid values shows every error and never calls submit', async () => {
    const { actor, idle, context, seen } = start(async () => ({ token: 't' }))

    actor.send({ type: 'form.submit' })
    await idle()

    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(Object.keys(context().errors).sort()).toEqual(['password', 'username'])
    expect(context().errors.password).toMatchObject({ id: validation.required.id })
    expect(seen).toEqual([])
  })

  it('submits the validated values and ends in success with the result as output', async () => {
    const { actor, seen } = start(async () => ({ token: 'abc' }))
    fill(actor, { username: ' bob@example.com ', password: 'secret1' })

    actor.send({ type: 'form.submit' })
    const done = await waitFor(actor, (s) => s.status === 'done')

    expect(done.matches('success')).toBe(true)
    expect(seen).toEqual([{ username: 'bob@example.com', password: 'secret1' }])
    expect(done.output).toEqual({ values: seen[0], result: { token: 'abc' } })
  })

  it('stays in submitting until the call answers', async () => {
    let answer: (v: { token: string }) => void = () => undefined
    const { actor } = start(() => new Promise((resolve) => (answer = resolve)))
    fill(actor, { username: 'bob@example.com', password: 'secret1' })

    actor.send({ type: 'form.submit' })
    const submitting = await waitFor(actor, (s) => s.matches('submitting'))
    answer({ token: 't' })

    expect(submitting.matches('submitting')).toBe(true)
    await waitFor(actor, (s) => s.matches('success'))
  })

  it('on a server failure shows its message as the form error', async () => {
    const { actor, context } = start(() =>
      Promise.reject({ body: apiFailure('invalid_credentials') }),
    )
    fill(actor, { username: 'bob@example.com', password: 'secret1' })

    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('failure'))

    expect(context().formError).toEqual(errorMessages.invalidLogin)
    expect(context().errors).toEqual({})
  })

  it('shows a failure the server put on a field on that field only', async () => {
    const onField = [{ path: 'password', message: validation.minLength, text: 'too short' }]
    const { actor, context } = start(() =>
      Promise.reject({ body: apiFailure('validation_failed', onField) }),
    )
    fill(actor, { username: 'bob@example.com', password: 'secret1' })

    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('failure'))

    expect(context().formError).toBeNull()
    expect(context().errors.password).toMatchObject({ id: validation.minLength.id })
    expect(context().touched.password).toBe(true)
  })

  it('returns to editing from failure on the next change, clearing the form error', async () => {
    const { actor, idle, context } = start(() => Promise.reject(apiFailure('internal')))
    fill(actor, { username: 'bob@example.com', password: 'secret1' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('failure'))
    const shown = context().formError

    actor.send({ type: 'form.change', field: 'password', value: 'secret2' })
    await idle()

    expect(shown).toBe(errorMessages.unknown)
    expect(actor.getSnapshot().matches('editing')).toBe(true)
    expect(context().formError).toBeNull()
  })

  it('can submit again from failure', async () => {
    let calls = 0
    const { actor } = start(() =>
      ++calls === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve({ token: 't' }),
    )
    fill(actor, { username: 'bob@example.com', password: 'secret1' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('failure'))

    actor.send({ type: 'form.submit' })

    await waitFor(actor, (s) => s.matches('success'))
    expect(calls).toBe(2)
  })

  it('starts from prefilled values and a carried-over form error', () => {
    const actor = createActor(form, {
      input: { values: { username: 'bob@example.com' }, formError: 'Taken' },
    })

    actor.start()

    expect(actor.getSnapshot().context).toMatchObject({
      values: { username: 'bob@example.com', password: '' },
      formError: 'Taken',
    })
  })

  it('reset restores the initial values and forgets errors and touches', async () => {
    const { actor, idle, context } = start(async () => ({ token: 't' }))
    fill(actor, { username: 'bob', password: '1' })
    actor.send({ type: 'form.submit' })
    await idle()

    actor.send({ type: 'form.reset' })
    await idle()

    expect(context()).toMatchObject({
      values: { username: '', password: '' },
      errors: {},
      touched: {},
    })
  })

  it('is typed by its schema: fields, submit input and output; unknown keys never reach submit', async () => {
    const { actor, seen } = start(async () => ({ token: 't' }))
    fill(actor, { username: 'bob@example.com', password: 'secret1' })

    // @ts-expect-error a field the login schema does not have
    actor.send({ type: 'form.change', field: 'usernme', value: 'typo@example.com' })
    actor.send({ type: 'form.submit' })
    const done = await waitFor(actor, (s) => s.status === 'done')

    expectTypeOf(done.context.values).toEqualTypeOf<Login>()
    expectTypeOf(done.output).toEqualTypeOf<FormOutput<Login, { token: string }> | undefined>()
    expect(seen).toEqual([{ username: 'bob@example.com', password: 'secret1' }])
    expect(done.output?.result).toEqual({ token: 't' })
  })
})
