import { describe, expect, it } from 'vitest'
import { validate } from '../schemas/validate'
import { configExamples, exampleContext, hostileNumbers } from '../testing'
import {
  botConfigSchemas,
  configContext,
  configurableKinds,
  type ConfigurableKind,
} from './configs'

/** Every number in a config, by its validation path (`coverage[0].amount`). */
function numberPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return [path]
  if (Array.isArray(value)) return value.flatMap((v, i) => numberPaths(v, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numberPaths(v, path ? `${path}.${k}` : k))
  return []
}

const keysOf = (path: string) =>
  path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '')

function valueAt(config: Record<string, unknown>, path: string): unknown {
  return keysOf(path).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], config)
}

function withValue(config: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(config)
  const keys = keysOf(path)
  let node = copy as Record<string, unknown>
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[keys.at(-1)!] = value
  return copy
}

interface Described {
  type: string
  tests?: { name?: string; params?: Record<string, unknown> }[]
}

/** The parts of a yup schema the walk reads (as the shape check does, decision 076). */
interface Node {
  type: string
  fields?: Record<string, Node>
  innerType?: Node
  resolve(options: { value: unknown; parent: unknown; context: unknown }): Node
  describe(): Described
}

/** The number fields the schema declares for this config (its branches resolved), described. */
function declared(
  schema: Node,
  value: unknown,
  context: unknown,
  path = '',
  parent?: unknown,
  out = new Map<string, Described>(),
) {
  const node = schema.resolve({ value, parent, context })
  if (node.type === 'number') out.set(path, node.describe())
  const at = (key: string) => (path ? `${path}.${key}` : key)
  for (const [key, field] of Object.entries(node.fields ?? {}))
    declared(
      field,
      (value as Record<string, unknown> | undefined)?.[key],
      context,
      at(key),
      value,
      out,
    )
  if (node.innerType && Array.isArray(value))
    value.forEach((item, i) =>
      declared(node.innerType!, item, context, `${path}[${i}]`, value, out),
    )
  return out
}

const contextOf = (kind: ConfigurableKind, config: unknown) =>
  configContext(kind, config, exampleContext)

const check = (kind: ConfigurableKind, config: unknown) =>
  validate(botConfigSchemas[kind], config, contextOf(kind, config))

const cases = configurableKinds.flatMap((kind) =>
  configExamples[kind].map((example, i) => [`${kind} #${i + 1}`, kind, example] as const),
)

const manualAmounts = [
  'capital.amount',
  'coinInitial.amount',
  'stopLoss.amount',
  'earning',
  'coverageAllOrders[0].amount',
]

/** The money fields (six decimals, at most a billion): every other number keeps twelve decimals. */
const amounts: Record<ConfigurableKind, string[]> = {
  spot_grid: ['coin_per_grid', 'option_earning'],
  futures_grid: ['coin_per_grid', 'option_earning'],
  spot_martingale: ['coin_initial_opening'],
  dca: ['amount'],
  spot_signal: ['amount_all_order', 'coverage[0].amount', 'total_amount', 'amount'],
  future_signal: [
    'amount_all_order',
    'coverage[0].amount',
    'total_amount',
    'amount',
    'coin_initial_opening',
  ],
  forex_signal: [
    'amount_all_order',
    'coverage[0].amount',
    'total_amount',
    'amount',
    'coin_initial_opening',
  ],
  spot_rebalance: ['initial_amount'],
  spot_manual: manualAmounts,
  future_manual: manualAmounts,
  forex_manual: manualAmounts,
  gold_manual: manualAmounts,
  market_neutral: ['total_amount'],
  chat_pattern: ['total_amount', 'order_amount'],
  indicators: ['total_amount', 'order_amount'],
  advanced: ['total_amount', 'order_amount'],
  trend_following: ['total_amount', 'order_amount'],
  swing_trading: ['total_amount', 'order_amount'],
  position_trading: ['total_amount', 'order_amount'],
  momentum_trading: ['total_amount', 'order_amount'],
  mean_reversion: ['total_amount', 'order_amount'],
}

describe.each(cases)('the number fields of %s (decision 077)', (_, kind, example) => {
  const fields = declared(
    botConfigSchemas[kind] as unknown as Node,
    example,
    contextOf(kind, example),
  )

  it('is a valid config whose every declared number field has a value', async () => {
    expect(await check(kind, example)).toMatchObject({ ok: true })
    const given = new Set(numberPaths(example))
    // A list's first item carries every field; later ones may leave optional ones out.
    for (const path of fields.keys())
      if (!/\[[1-9]\d*\]/.test(path)) expect(given, `${kind}: ${path}`).toContain(path)
  })

  it('refuses each hostile number in each field, on that field', async () => {
    for (const path of numberPaths(example))
      for (const hostile of hostileNumbers) {
        const result = await check(kind, withValue(example, path, hostile))
        const where = `${kind}.${path} = ${JSON.stringify(hostile)}`
        expect(result.ok, where).toBe(false)
        if (!result.ok)
          expect(
            result.errors.map((e) => e.path),
            where,
          ).toContain(path)
      }
  })

  it('keeps money to six decimals and every other number to twelve', async () => {
    const decimals = (d: Described) => d.tests?.find((t) => t.name === 'decimals')?.params?.n
    const money = [...fields].filter(([, d]) => decimals(d) === 6).map(([path]) => path)
    expect(money.sort()).toEqual([...amounts[kind]].filter((p) => fields.has(p)).sort())
    for (const [path, d] of fields) expect([6, 12], path).toContain(decimals(d))
    for (const path of money) {
      const result = await check(
        kind,
        withValue(example, path, Number(valueAt(example, path)) + 1e-7),
      )
      expect(result.ok, path).toBe(false)
      if (!result.ok)
        expect(result.errors.find((e) => e.path === path)?.text, path).toMatch(
          /can have at most 6 decimal places$/,
        )
    }
  })

  it('keeps every price within 100 times the market’s last price', async () => {
    const prices = [...fields].filter(([, d]) => d.tests?.some((t) => t.name === 'near-last-price'))
    for (const [path] of prices) {
      for (const far of [1e-3, 1e7]) {
        const result = await check(kind, withValue(example, path, far))
        expect(result.ok, `${path} = ${far}`).toBe(false)
        if (!result.ok)
          expect(result.errors.find((e) => e.path === path)?.text, path).toMatch(
            /within 100 times the last price \d+$/,
          )
      }
    }
  })
})

describe('the kinds with prices', () => {
  it('band every price field the market can be asked about', () => {
    const priced = cases.flatMap(([, kind, example]) =>
      [...declared(botConfigSchemas[kind] as unknown as Node, example, contextOf(kind, example))]
        .filter(([, d]) => d.tests?.some((t) => t.name === 'near-last-price'))
        .map(([path]) => `${kind}.${path}`),
    )
    expect(new Set(priced), priced.join()).toEqual(
      new Set([
        'spot_grid.upper_price',
        'spot_grid.lower_price',
        'spot_grid.option_stop_loss',
        'futures_grid.upper_price',
        'futures_grid.lower_price',
        'futures_grid.option_stop_loss',
        'spot_martingale.option_entry_price',
        'spot_rebalance.trigger_prices[0].price',
        'spot_rebalance.trigger_prices[1].price',
        'advanced.entry_conditions[0].value',
      ]),
    )
  })
})
