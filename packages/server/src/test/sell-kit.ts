import { endpoints as E } from '@atb/contract'
import { D } from '@atb/engine'
import { call, type TestApp } from './harness'

/** A DCA bot on BTCUSDT: a 100 USDT market buy every hour, five in all (500 USDT reserved). */
export const dcaConfig = { amount: 100, interval_minutes: 60, order_count: 5 }

export const createDca = (t: TestApp, token: string, config: object = dcaConfig) =>
  call(
    t.app,
    E.botCreate,
    { kind: 'dca', exchange_name: 'paper', symbol: 'BTCUSDT', config, agree_risk: true },
    token,
  )

/** A martingale on BTCUSDT that buys 100 USDT at once and takes profit 1 % up. */
export const martingaleConfig = {
  coin_initial_opening: 100,
  take_profit_ratio: 1,
  drop_pullback: 0.5,
  enable_option_tsl: false,
  tp_retrectment: 0.5,
  coverage: [],
  enable_option_entry_price: false,
}

export const createMartingale = (t: TestApp, token: string, config: object = martingaleConfig) =>
  call(
    t.app,
    E.botCreate,
    {
      kind: 'spot_martingale',
      exchange_name: 'paper',
      symbol: 'BTCUSDT',
      config,
      agree_risk: true,
    },
    token,
  )

/** Every page of a paged GET, items in the order served. */
export async function allPages<T>(
  t: TestApp,
  endpoint: Parameters<typeof call>[1],
  input: Record<string, unknown>,
  token: string,
): Promise<T[]> {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const res = await call(t.app, endpoint, { ...input, page, page_size: 100 }, token)
    if (res.status !== 200) throw new Error(JSON.stringify(res.json))
    items.push(...(res.json.data.items as T[]))
    if (items.length >= res.json.data.total) return items
  }
}

export const sum = (values: string[]) => values.reduce((s, v) => s.add(v), new D(0))
