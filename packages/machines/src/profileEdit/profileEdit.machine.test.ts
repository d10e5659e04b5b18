import { describe, expect, it } from 'vitest'
import { validation } from '@atb/contract'
import { fillAndSubmit } from '../form/fillAndSubmit'
import { sampleUser } from '../lib/fixtures'
import { profileEditMachine } from './profileEdit.machine'

describe('profile edit', () => {
  it('starts from the profile and refuses special characters', async () => {
    const result = await fillAndSubmit(
      profileEditMachine,
      sampleUser,
      { nickname: 'bob<script>' },
      { values: { nickname: 'bob', signature: 'hi' } },
    )

    expect(Object.keys(result.errors)).toEqual(['nickname'])
    expect(result.errors.nickname).toMatchObject({ id: validation.specialCharacters.id })
  })

  it('leaves empty images out, so unchanged images are kept', async () => {
    const result = await fillAndSubmit(
      profileEditMachine,
      sampleUser,
      { signature: 'Grid all day' },
      { values: { nickname: 'Trader' } },
    )

    expect(result.sent).toEqual([{ nickname: 'Trader', signature: 'Grid all day' }])
    expect(result.output?.result).toEqual(sampleUser)
  })
})
