import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PREFIX, endpoints as E, type WalletBalanceResponse } from '@atb/contract'
import { hostileNumbers } from '@atb/contract/testing'
import { credit } from '../services/wallet/wallet'
import { call, databaseKinds, PASSWORD, signup, startTestApp, type TestApp } from '../test/harness'
import { endpointsOf } from '../test/hostile'
import { createDca } from '../test/sell-kit'

const SECRET = '246810'
/** Amounts past USDT's six decimals: exactly, not within a float tolerance. */
const dust = [25.1234567, '25.0000001', 25.0000000000001, 10.000000000001]

/**
 * Number fields only some requests reach (a `when` branch): the body that opens the branch. The
 * OpenAPI document names them without a type, so they are listed here.
 */
const branches: Record<string, Record<string, Record<string, unknown>>> = {
  '/robot/sell': {
    percent: { sell_all: false, type: 'PERCENT' },
    quantity: { sell_all: false, type: 'COIN_BASE' },
    amount: { sell_all: false, type: 'COIN_QUOTE' },
  },
  '/signal/review': { score: {} },
}

const errorLines: string[] = []
const logStream = {
  write(line: string) {
    if ((JSON.parse(line) as { level: number }).level >= 50) errorLines.push(line)
  },
}

describe.each(databaseKinds)('number fields of every endpoint on %s (decision 077)', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  let bobId: string
  let botId: string
  const balance = async (token: string) =>
    (await call(t.app, E.walletBalance, {}, token)).json.data as WalletBalanceResponse
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: 'warn', logStream })
    alice = await signup(t, 'alice@numbers.test')
    bob = await signup(t, 'bob@numbers.test')
    bobId = (await balance(bob)).user_id
    await credit(t.database.db, (await balance(alice)).user_id, '100', 'fund', t.clock.now())
    await call(
      t.app,
      E.transactionPasswordSet,
      { transaction_password: SECRET, confirm_transaction_password: SECRET, password: PASSWORD },
      alice,
    )
    botId = (await createDca(t, alice)).json.data.id
  })
  afterAll(() => t.close())

  const refusedOn = (res: Awaited<ReturnType<typeof call>>, path: string, where: string) => {
    expect(res.status, where).toBe(400)
    expect(res.json.code, where).toBe('validation_failed')
    expect(
      res.json.errors?.map((e: { path: string }) => e.path),
      where,
    ).toContain(path)
  }

  it('refuses a transfer whose amount is not a plain decimal or passes six decimals, moving nothing', async () => {
    for (const amount of [...hostileNumbers, ...dust]) {
      const res = await call(
        t.app,
        E.transfer,
        {
          destination_user_id: bobId,
          amount,
          transaction_password: SECRET,
          request_id: randomUUID(),
        } as never,
        alice,
      )
      refusedOn(res, 'amount', JSON.stringify(amount))
    }
    const seventh = await call(
      t.app,
      E.transfer,
      {
        destination_user_id: bobId,
        amount: 10.0000001,
        transaction_password: SECRET,
        request_id: randomUUID(),
      } as never,
      alice,
    )
    expect(seventh.json.errors?.[0]?.text).toBe('The amount can have at most 6 decimal places')
    expect((await balance(alice)).available).toBe('100')
    expect((await balance(bob)).available).toBe('0')
    const six = await call(
      t.app,
      E.transfer,
      {
        destination_user_id: bobId,
        amount: '10.123456',
        transaction_password: SECRET,
        request_id: randomUUID(),
      } as never,
      alice,
    )
    expect(six.json.data?.amount, JSON.stringify(six.json)).toBe('10.123456')
    expect((await balance(bob)).available).toBe('10.123456')
  })

  it('refuses such withdrawal amounts and activation quantities before holding or charging anything', async () => {
    const before = await balance(alice)
    for (const amount of [...hostileNumbers, ...dust]) {
      const res = await call(
        t.app,
        E.withdraw,
        {
          amount,
          to_address: `0x${'ab'.repeat(20)}`,
          transaction_password: SECRET,
          request_id: randomUUID(),
        } as never,
        alice,
      )
      refusedOn(res, 'amount', JSON.stringify(amount))
    }
    // "0x10" is 16 and "1e1" is 10 to yup's own cast: both within the 1 to 20 a purchase takes.
    for (const quantity of ['0x10', '1e1', '.5e1', 'Infinity', '2.5', 1e308]) {
      const res = await call(
        t.app,
        E.activationBuy,
        { plan: '30d', quantity, transaction_password: SECRET, request_id: randomUUID() } as never,
        alice,
      )
      refusedOn(res, 'quantity', JSON.stringify(quantity))
    }
    expect(await balance(alice)).toEqual(before)
  })

  it('refuses hostile numbers in every number field of every endpoint, query strings too, on that field', async () => {
    const doc = (await t.app.inject({ url: `${API_PREFIX}/openapi.json` })).json()
    let checked = 0
    for (const endpoint of endpointsOf(doc)) {
      const path = endpoint.url.slice(API_PREFIX.length)
      const numeric = Object.entries(endpoint.schemas)
        .filter(([, s]) => s.type === 'number' || s.type === 'integer')
        .map(([field]) => [field, {}] as const)
      const opened = Object.entries(branches[path] ?? {})
      for (const [field, around] of [...numeric, ...opened])
        for (const hostile of hostileNumbers) {
          const body = { ...(path === '/robot/sell' ? { id: botId } : {}), ...around }
          const res = await t.app.inject({
            method: endpoint.method,
            url:
              endpoint.method === 'GET'
                ? `${endpoint.url}?${field}=${encodeURIComponent(hostile)}`
                : endpoint.url,
            ...(endpoint.method === 'POST' ? { payload: { ...body, [field]: hostile } } : {}),
            headers: {
              'user-agent': 'vitest',
              ...(endpoint.auth ? { authorization: `Bearer ${alice}` } : {}),
            },
          })
          const json = res.json() as { code?: string; errors?: { path: string }[] }
          const where = `${endpoint.method} ${path} ${field}=${JSON.stringify(hostile)}: ${res.body.slice(0, 300)}`
          // A provider's key is checked before the body (decision 073).
          if (json.code === 'invalid_provider_key') continue
          expect([400, 422], where).toContain(res.statusCode)
          expect(
            json.errors?.map((e) => e.path),
            where,
          ).toContain(field)
          checked++
        }
    }
    expect(checked).toBeGreaterThan(500)
    expect(errorLines).toEqual([])
  }, 120_000)
})
