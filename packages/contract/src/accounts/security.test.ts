import { describe, expect, it } from 'vitest'
import type { AnyObject, Schema } from 'yup'
import { validate } from '../schemas/validate'
import { base64Bytes } from './fields'
import {
  activationSchema,
  paginationSchema,
  pinChangeSchema,
  pinCreateSchema,
  profileSchema,
  transactionPasswordChangeSchema,
  transactionPasswordSetSchema,
} from './security'

const texts = async (schema: Schema<AnyObject>, input: unknown) => {
  const result = await validate(schema, input)
  return result.ok ? {} : Object.fromEntries(result.errors.map((e) => [e.path, e.text]))
}

// A 1×1 transparent PNG.
const png =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

describe('profile', () => {
  it('requires plain nickname and signature of at most 100 characters', async () => {
    expect(await texts(profileSchema, { nickname: 'bad<name>', signature: '' })).toEqual({
      nickname: 'The nickname not allow special characters',
      signature: 'The signature field is required',
    })
    expect(await texts(profileSchema, { nickname: 'a'.repeat(101), signature: 'ok' })).toEqual({
      nickname: 'must be less than or equal to 100 characters long',
    })
  })

  it('accepts PNG data URLs, rejects other images and oversize ones', async () => {
    expect(
      await validate(profileSchema, {
        nickname: 'Bob',
        signature: 'Hi',
        profile_image: png,
        banner_image: '',
      }),
    ).toMatchObject({
      ok: true,
      value: { profile_image: png },
    })
    const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ=='
    const fake = 'data:image/png;base64,R0lGODlhAQABAAAAACw='
    const huge = png.slice(0, 33) + 'A'.repeat(700_000)
    expect(
      await texts(profileSchema, {
        nickname: 'Bob',
        signature: 'Hi',
        profile_image: jpeg,
        banner_image: fake,
      }),
    ).toEqual({
      profile_image: 'The profile image must be a PNG image',
      banner_image: 'The banner image must be a PNG image',
    })
    expect(
      await texts(profileSchema, { nickname: 'Bob', signature: 'Hi', banner_image: huge }),
    ).toEqual({
      banner_image: 'The banner image must be at most 512 KB',
    })
  })

  it('counts decoded bytes from base64 length', () => {
    expect(base64Bytes('data:x;base64,AAAA')).toBe(3)
    expect(base64Bytes('data:x;base64,AAA=')).toBe(2)
  })
})

describe('PIN, transaction password and activation', () => {
  it('wants exactly 6 digits and a matching confirmation', async () => {
    expect(await texts(pinCreateSchema, { pin: '12345', confirm_pin: '1' })).toEqual({
      pin: 'The PIN must be exactly 6 characters long',
      confirm_pin: 'The confirm PIN does not match',
    })
    expect(await texts(pinCreateSchema, { pin: 'abcdef', confirm_pin: 'abcdef' })).toEqual({
      pin: 'The PIN must contain only digits',
    })
    expect(await texts(pinChangeSchema, { new_pin: '123456', confirm_new_pin: '123457' })).toEqual({
      old_pin: 'The old PIN field is required',
      confirm_new_pin: 'The confirm new PIN does not match',
    })
  })

  it('wants a 6-character transaction password', async () => {
    expect(
      await texts(transactionPasswordSetSchema, {
        transaction_password: 'abc',
        confirm_transaction_password: 'abc',
      }),
    ).toEqual({
      transaction_password: 'The transaction password must be exactly 6 characters long',
    })
    expect(await texts(transactionPasswordChangeSchema, {})).toEqual({
      old_transaction_password: 'The old transaction password field is required',
      new_transaction_password: 'The new transaction password field is required',
      confirm_new_transaction_password: 'The confirm new transaction password field is required',
    })
  })

  it('wants an 8-character activation code and folds case', async () => {
    expect(await texts(activationSchema, { code: 'ABC' })).toEqual({
      code: 'The activation code must be exactly 8 characters long',
    })
    expect(await validate(activationSchema, { code: ' abcd2345 ' })).toEqual({
      ok: true,
      value: { code: 'ABCD2345' },
    })
  })

  it('defaults and bounds pagination from query strings', async () => {
    expect(await validate(paginationSchema, {})).toEqual({
      ok: true,
      value: { page: 1, page_size: 20 },
    })
    expect(await validate(paginationSchema, { page: '2', page_size: '5' })).toEqual({
      ok: true,
      value: { page: 2, page_size: 5 },
    })
    expect(await texts(paginationSchema, { page: '0', page_size: '1.5' })).toEqual({
      page: 'The page must be at least 1',
      page_size: 'The page size must be a whole number',
    })
  })
})
