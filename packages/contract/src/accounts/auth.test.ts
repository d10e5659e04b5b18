import { describe, expect, it } from 'vitest'
import type { AnyObject, Schema } from 'yup'
import { validate } from '../schemas/validate'
import {
  changePasswordSchema,
  loginSchema,
  otpVerifySchema,
  registerEmailRequestSchema,
  registrationFormSchema,
  resetPasswordSchema,
} from './auth'

const texts = async (schema: Schema<AnyObject>, input: unknown) => {
  const result = await validate(schema, input)
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
}

describe('registration', () => {
  it('reports every field with the spec wording', async () => {
    expect(
      await texts(registrationFormSchema, {
        email: 'nope',
        password: '123',
        confirm_password: 'x',
      }),
    ).toEqual({
      email: 'The field must be a valid email',
      password: 'The password must be at least 6 characters long',
      confirm_password: 'The confirm password does not match',
      policy: 'The policy must be checked',
    })
    expect(await texts(registrationFormSchema, { policy: false })).toEqual({
      email: 'The email field is required',
      password: 'The password field is required',
      confirm_password: 'The confirm password field is required',
      policy: 'The policy must be checked',
    })
    expect(await texts(registrationFormSchema, { password: 'x'.repeat(41) })).toMatchObject({
      password: 'must be less than or equal to 40 characters long',
    })
  })

  it('accepts any TLD and leaves the invitation code optional', async () => {
    const form = {
      email: 'a@b.photography',
      password: 'secret1',
      confirm_password: 'secret1',
      policy: true,
    }
    expect(await validate(registrationFormSchema, { ...form, invitation_code: '' })).toEqual({
      ok: true,
      value: expect.not.objectContaining({ invitation_code: expect.anything() }),
    })
  })

  it('the request needs a 6-digit OTP and its token, but no policy', async () => {
    const body = { email: 'a@b.co', password: 'secret1', confirm_password: 'secret1' }
    expect(await texts(registerEmailRequestSchema, { ...body, otp_pin: '12a456' })).toEqual({
      otp_pin: 'The verification code must contain only digits',
      otp_token: 'The verification token field is required',
    })
    expect(
      await texts(otpVerifySchema, { email: 'a@b.co', otp_token: 't', otp_pin: '123' }),
    ).toEqual({
      otp_pin: 'The verification code must be exactly 6 characters long',
    })
    const ok = await validate(registerEmailRequestSchema, {
      ...body,
      otp_pin: '123456',
      otp_token: 't',
      invitation_code: 'ABCD2345',
    })
    expect(ok).toMatchObject({ ok: true, value: { invitation_code: 'ABCD2345' } })
  })
})

describe('login, reset and change password', () => {
  it('validates the username as an email', async () => {
    expect(await texts(loginSchema, { username: 'bob', password: '' })).toEqual({
      username: 'The field must be a valid email',
      password: 'The password field is required',
    })
  })

  it('requires the token and matching passwords on reset', async () => {
    expect(
      await texts(resetPasswordSchema, { password: 'secret1', confirm_password: 'secret2' }),
    ).toEqual({
      token: 'The reset link field is required',
      confirm_password: 'The confirm password does not match',
    })
  })

  it('checks the new password against its confirmation on change', async () => {
    expect(
      await texts(changePasswordSchema, { new_password: 'short', confirm_new_password: 'other' }),
    ).toEqual({
      old_password: 'The old password field is required',
      new_password: 'The new password must be at least 6 characters long',
      confirm_new_password: 'The confirm new password does not match',
    })
  })

  it('never trims passwords', async () => {
    const result = await validate(changePasswordSchema, {
      old_password: ' old ',
      new_password: 'secret1 ',
      confirm_new_password: 'secret1 ',
    })
    expect(result).toMatchObject({
      ok: true,
      value: { old_password: ' old ', new_password: 'secret1 ' },
    })
  })
})
