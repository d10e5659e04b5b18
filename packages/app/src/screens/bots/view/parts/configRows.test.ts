import { describe, expect, it } from 'vitest'
import { configRows } from './useConfigText'

const text = {
  label: (field: string) => `L:${field}`,
  value: (_field: string, raw: unknown) => `V:${String(raw)}`,
}

describe('configRows', () => {
  it('folds each enable_ switch into its option, hides the id, keeps other booleans', () => {
    const rows = configRows(
      {
        id: 'x',
        upper_price: 63000,
        enable_option_stop_loss: true,
        option_stop_loss: 55000,
        enable_option_take_profit: false,
        option_take_profit: 70000,
        enable_option_tsl: true,
      },
      text,
      'Off',
    )
    expect(rows).toEqual([
      { id: 'upper_price', label: 'L:upper_price', value: 'V:63000' },
      { id: 'option_stop_loss', label: 'L:option_stop_loss', value: 'V:55000' },
      { id: 'option_take_profit', label: 'L:option_take_profit', value: 'Off' },
      // A switch without a value of its own stays a row.
      { id: 'enable_option_tsl', label: 'L:enable_option_tsl', value: 'V:true' },
    ])
  })
})
