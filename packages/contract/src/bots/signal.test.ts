import { describe, expect, it } from 'vitest'
import { validate } from '../schemas/validate'
import { botSetupSchema } from './configs'
import {
  futuresSignalBotSchema,
  signalSourceIds,
  signalSourceOf,
  signalSources,
  spotSignalBotSchema,
} from './signal'

const spot = { exchange_name: 'paper', total_amount: 100, amount: 20 }
const futures = {
  ...spot,
  coin_initial_opening: 10,
  margin_type: 'isolated',
  leverage: 5,
  mode: 'ALL',
}

describe('signal sources', () => {
  it('lists the engine’s moving-average cross with its windows', () => {
    expect(signalSourceIds).toEqual(['ma_cross_20_80'])
    expect(signalSourceOf('ma_cross_20_80')).toMatchObject({ fast: 20, slow: 80 })
    expect(signalSourceOf('nope')).toBeUndefined()
    for (const s of signalSources) expect(s.fast).toBeLessThan(s.slow)
  })

  it.each([
    ['spot', spotSignalBotSchema, spot],
    ['futures', futuresSignalBotSchema, futures],
  ] as const)('%s: accepts a known source and refuses an unknown one', async (_, schema, base) => {
    expect((await validate(schema, { ...base, signal_id: 'ma_cross_20_80' })).ok).toBe(true)
    const unknown = await validate(schema, { ...base, signal_id: 'telegram_vip' })
    expect(unknown).toEqual({
      ok: false,
      errors: [
        {
          path: 'signal_id',
          message: expect.objectContaining({ id: 'validation.oneOf' }),
          text: 'The signal must be one of ma_cross_20_80',
        },
      ],
    })
    const missing = await validate(schema, { ...base, signal_id: '' })
    expect(missing.ok ? [] : missing.errors.map((e) => e.text)).toEqual([
      'The signal field is required',
    ])
  })

  it('the setup form of a forex signal bot checks the same ids', async () => {
    const result = await validate(botSetupSchema('forex_signal'), {
      ...futures,
      signal_id: 's1',
      agree_risk: true,
      agree_share_profit: true,
    })
    expect(result.ok ? [] : result.errors.map((e) => e.path)).toEqual(['signal_id'])
  })
})
