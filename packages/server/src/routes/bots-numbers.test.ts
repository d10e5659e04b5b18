import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  configurableKinds,
  endpoints as E,
  shareProfitKinds,
  strategyCatalogue,
  type ConfigurableKind,
  type Market,
} from '@atb/contract'
import { configExamples, hostileNumbers } from '@atb/contract/testing'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig, trade, usdt } from '../test/bots-kit'

const DAY = 86_400_000
/** The test feed's pair for each market. */
const pairOf: Record<Market, string> = { crypto: 'BTCUSDT', forex: 'EURUSD', gold: 'XAUUSD' }
const marketOf = (kind: ConfigurableKind) =>
  strategyCatalogue.find((s) => s.kind === kind)!.market as Market

/** Every number in a config, by its validation path (`coverage[0].amount`). */
function numberPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'number') return [path]
  if (Array.isArray(value)) return value.flatMap((v, i) => numberPaths(v, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => numberPaths(v, path ? `${path}.${k}` : k))
  return []
}

function withValue(config: Record<string, unknown>, path: string, value: unknown) {
  const copy = structuredClone(config)
  const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '')
  let node = copy as Record<string, unknown>
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>
  node[keys.at(-1)!] = value
  return copy
}

const errorLines: string[] = []
const logStream = {
  write(line: string) {
    if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line)
  },
}

describe.each(databaseKinds)('number fields of bot configs on %s (decision 077)', (db) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await startTestApp(db, { logLevel: 'warn', logStream })
    token = await signup(t, 'numbers@example.com')
  })
  afterAll(() => t.close())

  const create = (kind: string, config: object, symbol?: string) =>
    call(
      t.app,
      E.botCreate,
      {
        kind,
        exchange_name: 'paper',
        ...(symbol ? { symbol } : {}),
        config,
        agree_risk: true,
        ...(shareProfitKinds.includes(kind as ConfigurableKind)
          ? { agree_share_profit: true }
          : {}),
      },
      token,
    )
  const bots = async () => (await call(t.app, E.botList, { status: 'active' }, token)).json.data

  it('answers a create with Infinity for a price 400 with the field’s message, and logs no error', async () => {
    const res = await createGrid(t, token, { ...gridConfig, upper_price: 'Infinity' })
    expect(res.status).toBe(400)
    expect(res.json).toMatchObject({
      code: 'validation_failed',
      description: 'The upper price must be a number',
    })
    expect(res.json.errors).toEqual([
      {
        path: 'config.upper_price',
        message: {
          id: 'validation.number',
          message: 'The {label} must be a number',
          values: { label: { id: 'field.upper_price', message: 'upper price' } },
        },
        text: 'The upper price must be a number',
      },
    ])
    expect(errorLines).toEqual([])
    expect((await bots()).total).toBe(0)
    expect((await usdt(t, token)).toString()).toBe('10000')
  })

  it('refuses a hostile number in each number field of every kind, on that field', async () => {
    let n = 0
    for (const kind of configurableKinds) {
      const symbol = kind === 'spot_rebalance' ? undefined : pairOf[marketOf(kind)]
      for (const example of configExamples[kind])
        for (const path of numberPaths(example)) {
          const hostile = hostileNumbers[n++ % hostileNumbers.length]
          const res = await create(kind, withValue(example, path, hostile), symbol)
          const where = `${kind}.${path} = ${JSON.stringify(hostile)}: ${JSON.stringify(res.json)}`
          expect(res.status, where).toBe(400)
          expect(res.json.code, where).toBe('validation_failed')
          expect(
            res.json.errors?.map((e: { path: string }) => e.path),
            where,
          ).toContain(`config.${path}`)
        }
    }
    expect(n).toBeGreaterThan(200)
    expect((await bots()).total).toBe(0)
    expect(errorLines).toEqual([])
  }, 120_000)

  it('keeps prices within 100 times the market’s last price on create and in backtests', async () => {
    const far = await createGrid(t, token, { ...gridConfig, upper_price: 6_500_000 })
    expect(far.status).toBe(400)
    expect(far.json.errors?.[0]).toMatchObject({ path: 'config.upper_price' })
    expect(far.json.description).toMatch(
      /^The upper price must be between \d+(\.\d+)? and \d+(\.\d+)?, within 100 times the last price \d+(\.\d+)?$/,
    )
    const low = await createGrid(t, token, { ...gridConfig, lower_price: 1e-3 })
    expect(low.json.errors?.map((e: { path: string }) => e.path)).toEqual(['config.lower_price'])
    const trigger = await create('spot_rebalance', {
      ...configExamples.spot_rebalance[0],
      holding: [
        { coin_base_asset: 'BTC', target_percent: 60 },
        { coin_base_asset: 'XRP', target_percent: 40 },
      ],
      trigger_prices: [{ coin_base_asset: 'XRP', price: 100 }],
    })
    expect(trigger.status).toBe(400)
    expect(trigger.json.errors?.[0]?.path).toBe('config.trigger_prices[0].price')
    expect(trigger.json.description).toMatch(/within 100 times the last price 0\.\d+$/)
    const now = t.feed!.time
    const backtest = await call(
      t.app,
      E.botBacktest,
      {
        kind: 'spot_grid',
        symbol: 'BTCUSDT',
        config: { ...gridConfig, upper_price: 1e7 },
        from: now - DAY,
        to: now,
      },
      token,
    )
    expect(backtest.status).toBe(400)
    expect(backtest.json.errors?.[0]?.path).toBe('config.upper_price')
    expect((await bots()).total).toBe(0)
  })

  it('refuses hostile numbers in backtests of every kind', async () => {
    const now = t.feed!.time
    let n = 0
    for (const kind of configurableKinds) {
      const example = configExamples[kind][0]!
      const [path] = numberPaths(example)
      const hostile = hostileNumbers[n++ % hostileNumbers.length]
      const res = await call(
        t.app,
        E.botBacktest,
        {
          kind,
          ...(kind === 'spot_rebalance' ? {} : { symbol: pairOf[marketOf(kind)] }),
          config: withValue(example, path!, hostile),
          from: now - DAY,
          to: now,
        },
        token,
      )
      const where = `${kind}.${path} = ${JSON.stringify(hostile)}`
      expect(res.status, where).toBe(400)
      expect(
        res.json.errors?.map((e: { path: string }) => e.path),
        where,
      ).toContain(`config.${path}`)
    }
    expect(errorLines).toEqual([])
  }, 60_000)

  it('refuses an amount beyond the account’s means: the field’s ceiling, then the Paper balance', async () => {
    const signal = { ...configExamples.spot_signal[0], is_all_order: false }
    const huge = await create('spot_signal', { ...signal, total_amount: 1e12 }, 'BTCUSDT')
    expect(huge.json.errors?.[0]).toMatchObject({
      path: 'config.total_amount',
      text: 'The total amount must be at most 1000000000',
    })
    const over = await create('spot_signal', { ...signal, total_amount: 50_000 }, 'BTCUSDT')
    expect(over.status).toBe(400)
    expect(over.json).toMatchObject({
      code: 'insufficient_balance',
      description: 'Insufficient balance: needs 50000 USDT, 10000 USDT available',
    })
    expect((await usdt(t, token)).toString()).toBe('10000')
  })

  it('leaves a running bot’s config and orders untouched when an update carries a hostile number', async () => {
    const id = (await createGrid(t, token)).json.data.id as string
    await trade(t, 5)
    const view = async () => (await call(t.app, E.botView, { id }, token)).json.data
    const before = await view()
    const orders = (v: { open_orders: { client_id: string; status: string }[] }) =>
      v.open_orders.map((o) => `${o.client_id} ${o.status}`).sort()
    expect(before.open_orders.length).toBeGreaterThan(0)
    let n = 0
    for (const path of numberPaths(before.config)) {
      const hostile = hostileNumbers[n++ % hostileNumbers.length]
      const config = withValue(before.config, path, hostile)
      const res = await call(t.app, E.botUpdate, { id, config, plan: 'any' }, token)
      const where = `${path} = ${JSON.stringify(hostile)}`
      expect(res.status, where).toBe(400)
      expect(
        res.json.errors?.map((e: { path: string }) => e.path),
        where,
      ).toContain(`config.${path}`)
    }
    const infinite = await call(
      t.app,
      E.botUpdate,
      { id, config: { ...before.config, upper_price: 'Infinity' }, plan: 'any' },
      token,
    )
    expect(infinite.json.errors).toEqual([
      expect.objectContaining({
        path: 'config.upper_price',
        text: 'The upper price must be a number',
      }),
    ])
    const after = await view()
    expect(after.config).toEqual(before.config)
    expect(after.config_version).toBe(1)
    expect(orders(after)).toEqual(orders(before))
    await trade(t, 5)
    const later = await view()
    expect(later.status).toBe('running')
    expect(later.open_orders.length).toBeGreaterThan(0)
    const events = (await call(t.app, E.botEvents, { id }, token)).json.data.items
    expect(events.map((e: { type: string }) => e.type)).not.toContain('config')
    expect(errorLines).toEqual([])
  }, 60_000)
})
