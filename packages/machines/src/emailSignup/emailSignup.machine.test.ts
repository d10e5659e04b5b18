import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import type { RegisterEmailRequest } from '@atb/contract'
import { formChild } from '../form/createFormMachine'
import { apiFailure, sampleUser } from '../lib/fixtures'
import {
  emailSignupMachine,
  OTP_RESEND_COOLDOWN_MS,
  signupCodeFormOf,
  signupDetailsFormOf,
} from './emailSignup.machine'

const detailsFields = [
  'email',
  'password',
  'confirm_password',
  'invitation_code',
  'policy',
] as const
type Details = Partial<Record<(typeof detailsFields)[number], string | boolean>>

function start(
  options: {
    exists?: boolean
    verify?: () => Promise<{ verified: true }>
    resendFails?: boolean
    knownInvitations?: string[]
  } = {},
) {
  const calls: string[] = []
  const registered: RegisterEmailRequest[] = []
  let otp = 0
  const clock = new SimulatedClock()
  const machine = emailSignupMachine.provide({
    actors: {
      checkEmailExists: fromPromise(async () => ({ exists: options.exists ?? false })),
      checkInvitation: fromPromise(async ({ input }) => {
        calls.push(`check ${input.invitation_code}`)
        return {
          exists: (options.knownInvitations ?? ['REF12345']).includes(input.invitation_code),
        }
      }),
      sendOtp: fromPromise(async () => {
        calls.push('sendOtp')
        if (options.resendFails && otp > 0) throw new Error('smtp down')
        return { otp_token: `otp-${++otp}`, expires_at: '' }
      }),
      verifyOtp: fromPromise(
        () => options.verify?.() ?? Promise.resolve({ verified: true as const }),
      ),
      register: fromPromise(async ({ input }) => (registered.push(input), { token: 'tok' })),
      loadProfile: fromPromise(async () => sampleUser),
    },
    actions: {
      storeToken: (_, { token }) => void calls.push(`store ${token}`),
      spendReferral: () => void calls.push('referral spent'),
    },
  })
  const actor = createActor(machine, { clock, input: { referralCode: 'REF12345' } })
  actor.on('signup.redirect', (e) => void calls.push(`go ${e.to}`))
  actor.start()
  const fill = (values: Details & { otp_pin?: string }) => {
    for (const field of detailsFields) {
      const value = values[field]
      if (value !== undefined) actor.send({ type: 'form.change', field, value })
    }
    if (values.otp_pin !== undefined)
      actor.send({ type: 'form.change', field: 'otp_pin', value: values.otp_pin })
    actor.send({ type: 'form.submit' })
  }
  const details = {
    email: 'new@example.com',
    password: 'secret1',
    confirm_password: 'secret1',
    policy: true,
  }
  return { actor, calls, registered, clock, fill, details }
}

describe('email signup machine', () => {
  it('checks the email, sends an OTP, verifies it, registers with the referral and logs in', async () => {
    const { actor, calls, registered, fill, details } = start()
    fill(details)
    await waitFor(actor, (s) => s.matches('verifying'))

    fill({ otp_pin: '123456' })
    await waitFor(actor, (s) => s.status === 'done')

    expect(registered).toEqual([
      {
        email: 'new@example.com',
        password: 'secret1',
        confirm_password: 'secret1',
        invitation_code: 'REF12345',
        otp_pin: '123456',
        otp_token: 'otp-1',
      },
    ])
    expect(calls).toEqual(['check REF12345', 'sendOtp', 'store tok', 'referral spent', 'go /'])
  })

  it('catches an unknown invitation code on the details step, before any code is mailed', async () => {
    const { actor, calls, fill, details } = start()
    fill({ ...details, invitation_code: 'NOPE2345' })
    await waitFor(
      actor,
      (s) => s.matches('details') && s.context.fieldErrors.invitation_code !== undefined,
    )

    expect(calls).toEqual(['check NOPE2345'])
    expect(
      formChild(actor.getSnapshot())?.getSnapshot().context.errors.invitation_code,
    ).toMatchObject({
      id: 'error.invitationInvalid',
    })

    // Cleared, the signup goes on without a referral and without checking one.
    fill({ invitation_code: '' })
    await waitFor(actor, (s) => s.matches('verifying'))
    expect(calls).toEqual(['check NOPE2345', 'sendOtp'])
  })

  it('starts the details form with the stored referral code and keeps the details on the way back', async () => {
    const { actor, fill, details } = start({ knownInvitations: ['REF12345', 'OWN23456'] })
    expect(formChild(actor.getSnapshot())?.getSnapshot().context.values).toMatchObject({
      invitation_code: 'REF12345',
    })

    fill({ ...details, invitation_code: 'OWN23456' })
    await waitFor(actor, (s) => s.matches('verifying'))
    actor.send({ type: 'signup.back' })

    expect(actor.getSnapshot().value).toBe('details')
    expect(formChild(actor.getSnapshot())?.getSnapshot().context.values).toMatchObject({
      email: 'new@example.com',
      invitation_code: 'OWN23456',
    })
  })

  it('stays on the details step when the email is already registered', async () => {
    const { actor, calls, fill, details } = start({ exists: true })

    fill(details)
    await waitFor(actor, (s) => s.context.emailTaken)

    expect(actor.getSnapshot().matches('details')).toBe(true)
    expect(formChild(actor.getSnapshot())?.getSnapshot().context.values).toMatchObject({
      email: 'new@example.com',
    })
    expect(calls).toEqual([])
  })

  it('refuses a code that is not 6 digits without calling the server', async () => {
    const { actor, registered, fill, details } = start()
    fill(details)
    await waitFor(actor, (s) => s.matches('verifying'))

    fill({ otp_pin: '12a' })
    const form = formChild(actor.getSnapshot())
    const checked =
      form &&
      (await waitFor(form, (s) => s.matches('editing') && Object.keys(s.context.errors).length > 0))

    expect(checked?.context.errors.otp_pin).toBeDefined()
    expect(registered).toEqual([])
  })

  it('returns to the code step with the server message on a wrong code', async () => {
    const { actor, registered, fill, details } = start({
      verify: () => Promise.reject(apiFailure('otp_invalid')),
    })
    fill(details)
    await waitFor(actor, (s) => s.matches('verifying'))

    fill({ otp_pin: '000000' })
    await waitFor(actor, (s) => s.context.error !== null)

    expect(actor.getSnapshot().matches('verifying')).toBe(true)
    expect(formChild(actor.getSnapshot())?.getSnapshot().context.formError).toMatchObject({
      id: 'error.otpInvalid',
      message: 'The verification code is incorrect.',
    })
    expect(registered).toEqual([])
  })

  it('allows resending the code only after the cooldown, then uses the new token', async () => {
    const { actor, calls, clock, fill, details } = start()
    fill(details)
    await waitFor(actor, (s) => s.matches('verifying'))

    const early = actor.getSnapshot().can({ type: 'signup.resendOtp' })
    clock.increment(OTP_RESEND_COOLDOWN_MS)
    actor.send({ type: 'signup.resendOtp' })
    await waitFor(actor, (s) => s.context.otpToken === 'otp-2')

    expect(early).toBe(false)
    expect(calls).toEqual(['check REF12345', 'sendOtp', 'sendOtp'])
    expect(actor.getSnapshot().context.resends).toBe(1)
    expect(actor.getSnapshot().can({ type: 'signup.resendOtp' })).toBe(false)
  })

  it('keeps the old code usable and says why when a new code cannot be sent', async () => {
    const { actor, clock, fill, details } = start({ resendFails: true })
    fill(details)
    await waitFor(actor, (s) => s.matches('verifying'))

    clock.increment(OTP_RESEND_COOLDOWN_MS)
    actor.send({ type: 'signup.resendOtp' })
    await waitFor(actor, (s) => s.context.resendError !== null)

    expect(actor.getSnapshot().context).toMatchObject({ otpToken: 'otp-1', resends: 0 })
    expect(actor.getSnapshot().matches({ verifying: { resend: 'ready' } })).toBe(true)
  })

  it('gives each step its own typed form: the details first, then the code', async () => {
    const { actor, fill, details } = start()
    const before = actor.getSnapshot().children.form
    expect(signupDetailsFormOf(before)?.getSnapshot().context.values.email).toBe('')

    fill(details)
    await waitFor(actor, (s) => s.matches('verifying'))
    const after = actor.getSnapshot().children.form

    expect(signupCodeFormOf(before)).toBeUndefined()
    expect(signupCodeFormOf(after)?.getSnapshot().context.values.otp_pin).toBe('')
    expect(signupDetailsFormOf(after)).toBeUndefined()
  })
})
