import { describe, expect, it } from 'vitest'
import type { AnyObject, Schema } from 'yup'
import { validate } from '../schemas/validate'
import { withdrawalSchema } from '../wallet/withdrawal'
import { twoFactorLoginSchema } from './auth'
import { transactionPasswordSetSchema } from './security'
import { twoFactorDisableSchema, twoFactorEnableSchema } from './twoFactor'

const check = async (
  schema: Schema<AnyObject>,
  input: unknown,
  context?: Record<string, unknown>,
) => {
  const result = await validate(schema, input, context)
  return result.ok
    ? { value: result.value as Record<string, unknown> }
    : { errors: Object.fromEntries(result.errors.map((e) => [e.path, e.text])) }
}

describe('two-factor codes', () => {
  it('takes a TOTP as shown, with its gap, and nothing but 6 digits where only a TOTP works', async () => {
    expect(await check(twoFactorEnableSchema, { totp_code: '123 456' })).toEqual({
      value: { totp_code: '123456' },
    })
    expect(await check(twoFactorEnableSchema, { totp_code: 'ABCDE-FGHJK' })).toEqual({
      errors: { totp_code: 'The two-factor code must be exactly 6 characters long' },
    })
  })

  it('takes a recovery code where one works, in any case and grouping, and refuses the rest', async () => {
    expect(
      await check(twoFactorLoginSchema, { challenge_token: 't', totp_code: 'abcde-fghjk' }),
    ).toEqual({ value: { challenge_token: 't', totp_code: 'ABCDEFGHJK' } })
    expect(await check(twoFactorDisableSchema, { totp_code: '12345' })).toEqual({
      errors: {
        totp_code: 'The two-factor code must be 6 digits, or a 10-character recovery code',
      },
    })
    // 0, O, 1, I and L are not in the alphabet codes are made of.
    expect(await check(twoFactorDisableSchema, { totp_code: 'ABCDE-FGHJ0' })).toHaveProperty(
      'errors.totp_code',
    )
  })

  it('asks for the code and the password only where the form says the account has them', async () => {
    const body = { transaction_password: 'abcdef', confirm_transaction_password: 'abcdef' }
    // The server knows the account, so without a context neither is required by the schema.
    expect(await check(transactionPasswordSetSchema, body)).toEqual({ value: body })
    expect(await check(transactionPasswordSetSchema, body, { two_factor: true })).toEqual({
      errors: { totp_code: 'The two-factor code field is required' },
    })
    expect(await check(transactionPasswordSetSchema, body, { has_password: true })).toEqual({
      errors: { password: 'The login password field is required' },
    })
    expect(
      await check(withdrawalSchema, {
        amount: 10,
        to_address: '0x52908400098527886E0F7030069857D2E4169EE7',
        transaction_password: 'abcdef',
        request_id: 'r1',
        totp_code: '12a456',
      }),
    ).toEqual({ errors: { totp_code: 'The two-factor code must contain only digits' } })
  })
})
