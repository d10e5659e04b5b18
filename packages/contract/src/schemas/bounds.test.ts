import { describe, expect, it } from 'vitest'
import type { AnyObjectSchema, SchemaDescription } from 'yup'
import { endpoints } from '../endpoints'
import { botConfigSchemas } from '../bots/configs'
import { CONFIG_LIST_MAX, TEXT_MAX } from '../constants'
import { validate } from './validate'
import {
  liveAuthSchema,
  livePingSchema,
  liveSubscribeSchema,
  liveUnsubscribeSchema,
} from '../trading/live'

type Described = Omit<SchemaDescription, 'tests'> & {
  fields?: Record<string, Described>
  innerType?: Described
  tests: { name?: string; params?: { regex?: RegExp } }[]
}

/** A pattern with no open-ended repeat (`*`, `+`, `{n,}`) matches text of a bounded length. */
const boundedPattern = (regex: RegExp | undefined) =>
  regex !== undefined && !/(^|[^\\])[*+]|\{\d+,\}/.test(regex.source)

const bounded = (d: Described, names: string[]) =>
  d.tests.some(
    (t) =>
      names.includes(t.name ?? '') || (t.name === 'matches' && boundedPattern(t.params?.regex)),
  ) || (d.oneOf?.length ?? 0) > 0

/** Every string and list without a bound, by path. */
function unbounded(d: Described, path: string): string[] {
  if (d.type === 'object')
    return Object.entries(d.fields ?? {}).flatMap(([k, v]) => unbounded(v, `${path}.${k}`))
  if (d.type === 'array') {
    const inner = d.innerType ? unbounded(d.innerType, `${path}[]`) : []
    return bounded(d, ['max', 'length']) ? inner : [path, ...inner]
  }
  // An image is bounded by its decoded size (accounts/fields.ts).
  if (d.type === 'string' && !bounded(d, ['max', 'length', 'image-size'])) return [path]
  return []
}

/** The config as described with every switch on, so fields behind a switch are described too. */
function describedWithSwitchesOn(schema: AnyObjectSchema): Described {
  const plain = schema.describe() as Described
  const on = Object.fromEntries(
    Object.entries(plain.fields ?? {})
      .filter(([, field]) => field.type === 'boolean')
      .map(([key]) => [key, true]),
  )
  return schema.describe({ value: on }) as Described
}

describe('bounds on what a client sends (decision 080)', () => {
  it('gives every text and list of every request a maximum length', () => {
    const missing = Object.entries(endpoints).flatMap(([name, e]) =>
      unbounded(e.request.describe() as Described, name),
    )
    expect(missing).toEqual([])
  })

  it('gives every text and list of every live socket message a maximum length', () => {
    const messages = { liveAuthSchema, liveSubscribeSchema, liveUnsubscribeSchema, livePingSchema }
    const missing = Object.entries(messages).flatMap(([name, schema]) =>
      unbounded(schema.describe() as Described, name),
    )
    expect(missing).toEqual([])
  })

  it('gives every text and list of every bot config a maximum length', () => {
    const missing = Object.entries(botConfigSchemas).flatMap(([kind, schema]) =>
      unbounded(describedWithSwitchesOn(schema as AnyObjectSchema), kind),
    )
    expect(missing).toEqual([])
  })

  it('refuses an overlong id or symbol and a list too long with a translated message', async () => {
    const grid = {
      exchange_name: 'paper',
      coin_symbol: 'BTCUSDT',
      coin_base_asset: 'BTC',
      coin_quote_asset: 'USDT',
      number_of_grid: 10,
      coin_per_grid: 50,
      space_of_grid: 1,
      upper_price: 62_000,
      lower_price: 58_000,
    }
    const long = await validate(botConfigSchemas.spot_grid, {
      ...grid,
      id: 'x'.repeat(TEXT_MAX.id + 1),
      coin_symbol: 'B'.repeat(TEXT_MAX.symbol + 1),
    })
    expect(long.ok).toBe(false)
    if (long.ok) return
    expect(long.errors.map((e) => [e.path, e.message.id])).toEqual([
      ['coin_symbol', 'validation.maxLength'],
      ['id', 'validation.maxLength'],
    ])
    const coin = { coin_symbol: 'BTCUSDT', coin_base_asset: 'BTC', coin_quote_asset: 'USDT' }
    const many = await validate(botConfigSchemas.spot_signal, {
      exchange_name: 'paper',
      signal_id: 'ma_cross_20_80',
      total_amount: 100,
      amount: 20,
      coin_list: Array.from({ length: CONFIG_LIST_MAX.coins + 1 }, () => coin),
    })
    expect(many.ok).toBe(false)
    if (many.ok) return
    const list = many.errors.find((e) => e.path === 'coin_list')
    expect(list?.message).toMatchObject({
      id: 'validation.maxItems',
      values: { n: CONFIG_LIST_MAX.coins },
    })
    expect(list?.text).toBe(`The coins list can have at most ${CONFIG_LIST_MAX.coins} items`)
  })
})
