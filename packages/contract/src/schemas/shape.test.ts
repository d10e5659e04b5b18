import { describe, expect, it } from 'vitest'
import * as yup from 'yup'
import { email, requiredString } from './fields'
import { numberBetween } from './numbers'
import { MAX_FIELD_ERRORS, validate } from './validate'

const label = (name: string) => ({ id: `field.${name}`, message: name })
const schema = yup.object({
  email: email(label('email')),
  amount: numberBetween(label('amount'), 1, 10),
  items: yup.array(yup.object({ name: requiredString(label('name')) })).default([]),
})

const errorsOf = async (input: unknown) => {
  const result = await validate(schema, input)
  if (result.ok) throw new Error('expected a failure')
  return result.errors
}

describe('validate refuses bad shapes without repeating the input', () => {
  it.each([
    ['an array for a string', { email: [] }, 'email'],
    ['an object with toString for a string', { email: { toString: 1 } }, 'email'],
    ['an object for a number', { email: 'a@b.co', amount: { valueOf: 1 } }, 'amount'],
    ['a string for an array', { email: 'a@b.co', amount: 2, items: 'x' }, 'items'],
    ['an array for an item', { email: 'a@b.co', amount: 2, items: [[]] }, 'items[0]'],
    ['a non-object request', 'hello', ''],
  ])('%s is a field error at its path', async (_, input, path) => {
    const errors = await errorsOf(input)
    expect(errors[0]).toMatchObject({
      path,
      message: { id: 'validation.wrongType' },
      text: `The ${path || 'request'} field has the wrong type`,
    })
  })

  it('refuses NUL characters with a clear description', async () => {
    const [error] = await errorsOf({ email: 'a\u0000@b.co', amount: 2 })
    expect(error).toMatchObject({
      path: 'email',
      text: 'The email field must not contain NUL characters',
    })
  })

  it('ignores prototype-named keys instead of crashing', async () => {
    const input = JSON.parse(
      '{"email":"a@b.co","amount":2,"toString":1,"valueOf":1,"hasOwnProperty":1,"constructor":1}',
    )
    expect(await validate(schema, input)).toEqual({
      ok: true,
      value: { email: 'a@b.co', amount: 2, items: [] },
    })
  })

  it('never quotes the value in a message yup wrote itself', async () => {
    const strict = yup.object({ n: yup.number().required() })
    const result = await validate(strict, { n: 'secret-value' })
    expect(JSON.stringify(result)).not.toContain('secret-value')
    expect(result).toMatchObject({
      ok: false,
      errors: [{ path: 'n', text: 'The n field is not valid' }],
    })
  })

  it('caps the number of errors it reports', async () => {
    const errors = await errorsOf({ email: 'a@b.co', amount: 2, items: Array(500).fill({}) })
    expect(errors).toHaveLength(MAX_FIELD_ERRORS)
  })
})
