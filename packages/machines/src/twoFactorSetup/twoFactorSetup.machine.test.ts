import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { apiErrors, type TwoFactorEnableResponse } from '@atb/contract'
import { apiFailure } from '../lib/fixtures'
import { twoFactorEnableFormMachine, twoFactorSetupMachine } from './twoFactorSetup.machine'

const secret = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauth_url: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
}
const codes = Array.from({ length: 10 }, (_, i) => `AAAAA-BBBB${'2345678923'[i]}`)

function start(
  hasPassword: boolean,
  createSecret: () => Promise<typeof secret> = async () => secret,
  enable: () => Promise<TwoFactorEnableResponse> = async () => ({ recovery_codes: codes }),
) {
  const sent: unknown[] = []
  const machine = twoFactorSetupMachine.provide({
    actors: {
      createSecret: fromPromise(() => createSecret()),
      enableForm: twoFactorEnableFormMachine.provide({
        actors: { submit: fromPromise(async ({ input }) => (sent.push(input), enable())) },
      }),
    },
  })
  const actor = createActor(machine, { clock: new SimulatedClock(), input: { hasPassword } })
  actor.start()
  return { actor, sent }
}

describe('two-factor setup machine', () => {
  it('makes a secret, confirms it with a code and the password, then shows the codes once', async () => {
    const { actor, sent } = start(true)
    expect(actor.getSnapshot().value).toBe('intro')

    actor.send({ type: 'twoFactor.start' })
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(actor.getSnapshot().context.setup).toEqual(secret)
    actor.send({ type: 'form.change', field: 'totp_code', value: '123 456' })
    actor.send({ type: 'form.change', field: 'password', value: 'secret123' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('recoveryCodes'))

    expect(sent).toEqual([{ totp_code: '123456', password: 'secret123' }])
    expect(actor.getSnapshot().context.recoveryCodes).toEqual(codes)
    actor.send({ type: 'twoFactor.finish' })
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context.recoveryCodes).toEqual([])
  })

  it('asks for the password only where the account has one', async () => {
    const withPassword = start(true)
    const google = start(false)
    for (const { actor } of [withPassword, google]) {
      actor.send({ type: 'twoFactor.start' })
      await waitFor(actor, (s) => s.matches('confirming'))
      actor.send({ type: 'form.change', field: 'totp_code', value: '123456' })
      actor.send({ type: 'form.submit' })
    }
    const form = withPassword.actor.getSnapshot().children.form
    const refused = form && (await waitFor(form, (s) => s.matches('editing')))
    await waitFor(google.actor, (s) => s.matches('recoveryCodes'))

    expect(Object.keys(refused?.context.errors ?? {})).toEqual(['password'])
    expect(withPassword.sent).toEqual([])
    expect(google.sent).toEqual([{ totp_code: '123456' }])
  })

  it('keeps the secret on screen after a wrong code, with the message on the code field', async () => {
    const { actor } = start(false, undefined, () =>
      Promise.reject(
        apiFailure('two_factor_code_wrong', [
          {
            path: 'totp_code',
            message: apiErrors.two_factor_code_wrong.message,
            text: apiErrors.two_factor_code_wrong.description,
          },
        ]),
      ),
    )
    actor.send({ type: 'twoFactor.start' })
    await waitFor(actor, (s) => s.matches('confirming'))
    actor.send({ type: 'form.change', field: 'totp_code', value: '000000' })
    actor.send({ type: 'form.submit' })
    const form = actor.getSnapshot().children.form
    const failed = form && (await waitFor(form, (s) => s.matches('failure')))

    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    expect(actor.getSnapshot().context.setup).toEqual(secret)
    expect(failed?.context.errors.totp_code).toEqual(apiErrors.two_factor_code_wrong.message)
  })

  it('says why no secret came, and asks again', async () => {
    let calls = 0
    const { actor } = start(true, () =>
      ++calls === 1 ? Promise.reject(apiFailure('rate_limited')) : Promise.resolve(secret),
    )
    actor.send({ type: 'twoFactor.start' })
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.error).toEqual(apiErrors.rate_limited.message)

    actor.send({ type: 'twoFactor.start' })
    await waitFor(actor, (s) => s.matches('confirming'))
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})
