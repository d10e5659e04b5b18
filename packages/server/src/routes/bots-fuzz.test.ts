import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints,
  botListViews,
  botOrderStatuses,
  exchangeNames,
  strategyKinds,
  type AnyEndpoint,
} from '@atb/contract'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, trade } from '../test/bots-kit'
import { createDca } from '../test/sell-kit'

/** Runs per endpoint and database; backtests start a worker each, so they get fewer. */
const RUNS = 60
const BACKTEST_RUNS = 8

/** Near-valid values per request field, so inputs get past the schema into the services' rules. */
function fieldValue(field: string, botIds: string[]): fc.Arbitrary<unknown> {
  const wild = fc.jsonValue({ maxDepth: 2 })
  const num = fc.oneof(fc.integer({ min: -10, max: 200_000 }), fc.double({ noNaN: true }))
  const config = fc.oneof(
    fc.record(
      {
        number_of_grid: num,
        coin_per_grid: num,
        space_of_grid: num,
        upper_price: num,
        lower_price: num,
        enable_option_stop_loss: fc.boolean(),
        option_stop_loss: num,
      },
      { requiredKeys: [] },
    ),
    fc.dictionary(fc.string({ maxLength: 12 }), wild, { maxKeys: 5 }),
    wild,
  )
  const pick = <T>(values: readonly T[]) => fc.oneof(fc.constantFrom(...values), wild)
  const byField: Record<string, fc.Arbitrary<unknown>> = {
    kind: pick(strategyKinds),
    exchange_name: pick(exchangeNames),
    exchange: pick(exchangeNames),
    symbol: pick(['BTCUSDT', 'xrpusdt', 'EURUSD', 'XAUUSD', 'NOPE', '']),
    config,
    agree_risk: fc.oneof(fc.boolean(), wild),
    id: pick([...botIds, '00000000-0000-0000-0000-000000000000', 'x']),
    bot_id: pick([...botIds, '00000000-0000-0000-0000-000000000000']),
    mode: pick(['keep', 'sell', 'KEEP']),
    status: pick([...botListViews, ...botOrderStatuses]),
    sort: pick(['created', 'pnl', 'status']),
    order: pick(['asc', 'desc']),
    side: pick(['buy', 'sell']),
    page: fc.oneof(num, wild),
    page_size: fc.oneof(num, wild),
    from: fc.oneof(num, fc.constant(Date.parse('2025-12-20')), wild),
    to: fc.oneof(num, fc.constant(Date.parse('2026-01-01')), wild),
    sell_all: fc.oneof(fc.boolean(), wild),
    type: pick(['PERCENT', 'COIN_BASE', 'COIN_QUOTE']),
    percent: fc.oneof(fc.integer({ min: 0, max: 101 }), num, wild),
    quantity: fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), num, wild),
    amount: fc.oneof(fc.integer({ min: 0, max: 200_000 }), num, wild),
    transaction_password: fc.oneof(fc.constantFrom('123456', '12345'), wild),
  }
  return byField[field] ?? wild
}

function fieldsOf(endpoint: AnyEndpoint): string[] {
  return Object.keys((endpoint.request as unknown as { fields: Record<string, unknown> }).fields)
}

describe.each(databaseKinds)('the bot API under generated requests on %s', (kind) => {
  let t: TestApp
  let token: string
  const botIds: string[] = []
  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'fuzz-bots@example.com')
    botIds.push((await createGrid(t, token)).json.data.id)
    // A sellable bot holding coins, so generated sells get past the kind check.
    botIds.push((await createDca(t, token)).json.data.id)
    await trade(t, 2)
  })
  afterAll(() => t.close())

  it('answers each request schema’s generated inputs with 200 or a 4xx with a description, never 5xx', async () => {
    for (const [name, endpoint] of (Object.entries(endpoints) as [string, AnyEndpoint][]).filter(
      ([, e]) => e.tag === 'bots',
    )) {
      const fields = fieldsOf(endpoint)
      const body = fc.record(Object.fromEntries(fields.map((f) => [f, fieldValue(f, botIds)])), {
        requiredKeys: [],
      })
      const property = fc.asyncProperty(body, async (input) => {
        const sent =
          endpoint.method === 'GET'
            ? Object.fromEntries(
                Object.entries(input).map(([k, v]) => [
                  k,
                  typeof v === 'string' ? v : JSON.stringify(v),
                ]),
              )
            : input
        const res = await call(t.app, endpoint, sent, token)
        const where = `${name} ${JSON.stringify(input).slice(0, 300)}`
        expect(res.status, where).toBeLessThan(500)
        if (res.status >= 400) expect(res.json.description, where).toEqual(expect.any(String))
        else expect(res.json.status, where).toBe('success')
      })
      await fc.assert(property, { numRuns: name === 'botBacktest' ? BACKTEST_RUNS : RUNS })
    }
  }, 300_000)
})
