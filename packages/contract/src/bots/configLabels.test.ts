import { describe, expect, it } from 'vitest'
import type { ObjectSchema } from 'yup'
import { botConfigSchemas } from './configs'
import { configLabelOf, configLabels } from './configLabels'
import { quantKinds } from './quant'

describe('configLabels', () => {
  it('names every field of every quant kind’s config, so the bot page never shows a key', () => {
    const missing = quantKinds.flatMap((kind) =>
      Object.keys((botConfigSchemas[kind] as ObjectSchema<object>).fields)
        // Switches and ids are shown by what they switch on, not as lines of their own.
        .filter((field) => !/^(enable_|is_)|^id$/.test(field) && !(field in configLabels))
        .map((field) => `${kind}.${field}`),
    )
    expect(missing).toEqual([])
  })

  it('gives a shared key its own kind’s label', () => {
    expect(configLabelOf('trend_following', 'fast_length')?.message).toBe('fast EMA length')
    expect(configLabelOf('position_trading', 'fast_length')?.message).not.toBe('fast EMA length')
    expect(configLabels.total_amount).toBeDefined()
    expect(configLabelOf('spot_grid', 'total_amount')).toBe(configLabels.total_amount)
  })
})
