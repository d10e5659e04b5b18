import { describe, expect, it } from 'vitest'
import * as yup from 'yup'
import { confirmation, email, lengthBetween, plainText, toPlainText } from './fields'
import { numberBetween } from './numbers'
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
      nickname: 'สมชาย_01 trader@home',
      amount: '25',
    })
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ amount: 25, nickname: 'สมชาย_01 trader@home' }),
    })
  })
})

describe('plain text (nickname and signature, decision 030)', () => {
  const schema = yup.object({ nickname: plainText(label('nickname')) })
  const passes = async (nickname: string) => (await validate(schema, { nickname })).ok

  it.each([
    'สมชาย ใจดี',
    'Nguyễn Văn An',
    'Nguye\u0302\u0303n', // Vietnamese typed with combining accents
    '李小龙',
    '김민준',
    'trader_01.pro@home-desk',
    '٣٤ Ali',
  ])('accepts letters with their marks, digits and _ . @ - (%s)', async (nickname) => {
    expect(await passes(nickname)).toBe(true)
  })

  it.each([
    'a,b',
    '\u0301\u0301',
    ' \u0301',
    '_\u0301',
    '½',
    'x²',
    'Ⅻ',
    'a<b>',
    'emoji 🙂',
    'tab\there',
  ])('refuses anything else (%j)', async (nickname) => {
    expect(await passes(nickname)).toBe(false)
  })

  it('keeps the 100-character ceiling', async () => {
    expect(await passes('a'.repeat(100))).toBe(true)
    expect(await passes('a'.repeat(101))).toBe(false)
  })

  it('reduces free text to what the rule accepts', () => {
    expect(toPlainText('Jean-Luc, Picard ½ 🙂')).toBe('Jean-Luc Picard')
    expect(toPlainText('\u0301Ana')).toBe('Ana')
    expect(toPlainText('b'.repeat(150))).toHaveLength(100)
  })
})
