import { describe, expect, it } from 'vitest'
import * as yup from 'yup'
import { confirmation, email, lengthBetween, numberBetween, plainText } from './fields'
import { validate } from './validate'

const label = (name: string) => ({ id: `field.${name}`, message: name })

describe('field builders', () => {
  const schema = yup.object({
    email: email(label('email')),
    password: lengthBetween(label('password'), 6, 40),
    confirm_password: confirmation(label('confirm password'), 'password'),
    nickname: plainText(label('nickname')),
    amount: numberBetween(label('amount'), 10, 10000),
  })

  it('reports every failing field with the spec wording', async () => {
    const result = await validate(schema, {
      email: 'nope',
      password: '123',
      confirm_password: 'x',
      nickname: 'bad<name>',
      amount: '',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    const byPath = Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
    expect(byPath).toEqual({
      email: 'The field must be a valid email',
      password: 'The password must be at least 6 characters long',
      confirm_password: 'The confirm password does not match',
      nickname: 'The nickname not allow special characters',
      amount: 'The amount field is required',
    })
  })

  it('accepts Thai nicknames and coerces numeric strings', async () => {
    const result = await validate(schema, {
      email: 'a@b.co',
      password: 'secret1',
      confirm_password: 'secret1',
      nickname: 'สมชาย_01, trader@home',
      amount: '25',
    })
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ amount: 25, nickname: 'สมชาย_01, trader@home' }),
    })
  })
})
