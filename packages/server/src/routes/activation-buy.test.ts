import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  endpoints as E,
  type ActivationBuyResponse,
  type ActivationPlansResponse,
  type ActivationPurchasesResponse,
  type WalletBalanceResponse,
  type WalletHistoryResponse,
} from '@atb/contract'
import { eq } from 'drizzle-orm'
import { activationCodes } from '../db/schema'
import type * as Crypto from '../lib/crypto'
import { issueActivationCodes } from '../services/activation'
import { credit } from '../services/wallet/wallet'
import { PASSWORD, call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

const SECRET = '135790'

/** Set, every new code is this one: a collision fails the insert after the charge. */
const forced = vi.hoisted(() => ({ code: null as string | null }))
vi.mock('../lib/crypto', async (original) => {
  const real = await original<typeof Crypto>()
  return { ...real, randomCode: (n: number) => forced.code ?? real.randomCode(n) }
})

describe.each(databaseKinds)('buying activation codes with the wallet on %s', (kind) => {
  let t: TestApp
  let alice: string
  let aliceId: string
  const balance = async (token = alice) =>
    (await call(t.app, E.walletBalance, {}, token)).json.data as WalletBalanceResponse
  const purchases = async (token = alice) =>
    (await call(t.app, E.activationPurchases, {} as never, token)).json
      .data as ActivationPurchasesResponse
  /** Codes in the database bought by Alice, whether or not a purchase lists them. */
  const codesOwned = async () =>
    (
      await t.database.db
        .select()
        .from(activationCodes)
        .where(eq(activationCodes.purchasedBy, aliceId))
    ).length
  const buy = (body: object, token = alice) => call(t.app, E.activationBuy, body as never, token)
  const form = (extra: object = {}) => ({
    plan: '30d',
    quantity: 2,
    transaction_password: SECRET,
    request_id: randomUUID(),
    ...extra,
  })
  const setSecret = (token: string) =>
    call(
      t.app,
      E.transactionPasswordSet,
      { transaction_password: SECRET, confirm_transaction_password: SECRET, password: PASSWORD },
      token,
    )

  beforeAll(async () => {
    // The operator's prices (ACTIVATION_PRICE_*), one of them with decimals.
    t = await startTestApp(kind, {
      activationPrices: { '30d': '12.5', '90d': '33', '365d': '120' },
    })
    alice = await signup(t, 'alice@activation-buy.test', undefined, { subscribed: false })
    aliceId = (await balance()).user_id
  })
  afterAll(() => t.close())

  it('answers the plans at the configured prices', async () => {
    const res = await call(t.app, E.activationPlans, {}, alice)
    expect(res.json.data as ActivationPlansResponse).toEqual({
      asset: 'USDT',
      plans: [
        { id: '30d', days: 30, price: '12.5' },
        { id: '90d', days: 90, price: '33' },
        { id: '365d', days: 365, price: '120' },
      ],
      quantity: { min: 1, max: 20 },
    })
  })

  it('asks for a transaction password before any purchase', async () => {
    await credit(t.database.db, aliceId, '100', 'fund-alice', t.clock.now())
    const res = await buy(form())
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('transaction_password_missing')
    expect((await balance()).available).toBe('100')
    expect((await purchases()).items).toEqual([])
  })

  it('refuses a wrong transaction password and an empty wallet, moving nothing', async () => {
    await setSecret(alice)
    const wrong = await buy(form({ transaction_password: '000000' }))
    expect(wrong.status).toBe(400)
    expect(wrong.json.code).toBe('transaction_password_wrong')
    const short = await buy(form({ plan: '365d', quantity: 1 }))
    expect(short.status).toBe(400)
    expect(short.json.code).toBe('wallet_insufficient')
    expect((await balance()).available).toBe('100')
    expect((await purchases()).total).toBe(0)
    expect(await codesOwned()).toBe(0)
    const entries = (await call(t.app, E.walletHistory, {} as never, alice)).json
      .data as WalletHistoryResponse
    expect(entries.items.map((e) => e.type)).toEqual(['adjustment'])
  })

  it('refuses a plan or a quantity outside the form', async () => {
    for (const bad of [{ plan: '7d' }, { quantity: 0 }, { quantity: 21 }, { quantity: 1.5 }]) {
      const res = await buy(form(bad))
      expect(res.status).toBe(400)
      expect(res.json.code).toBe('validation_failed')
    }
    expect((await balance()).available).toBe('100')
    expect(await codesOwned()).toBe(0)
  })

  it('charges price × quantity once per request and lists the codes, which redeem', async () => {
    const body = form()
    const res = await buy(body)
    expect(res.status).toBe(200)
    const bought = res.json.data as ActivationBuyResponse
    expect(bought).toMatchObject({ plan: '30d', quantity: 2, amount: '25' })
    expect(bought.codes).toHaveLength(2)
    for (const code of bought.codes) expect(code).toMatch(/^[A-Z0-9]{8}$/)
    expect(bought.balance.available).toBe('75')

    const again = await buy(body)
    expect(again.status).toBe(200)
    expect(again.json.data).toMatchObject({ id: bought.id, codes: bought.codes, amount: '25' })
    expect((await balance()).available).toBe('75')
    const changed = await buy({ ...body, quantity: 3 })
    expect(changed.status).toBe(409)
    expect(changed.json.code).toBe('request_reused')
    expect(await codesOwned()).toBe(2)

    const entries = (await call(t.app, E.walletHistory, {} as never, alice)).json
      .data as WalletHistoryResponse
    expect(entries.items[0]).toMatchObject({
      type: 'activation_purchase',
      amount: '-25',
      balance_after: '75',
    })
    expect(entries.total).toBe(2)

    const listed = await purchases()
    expect(listed.total).toBe(1)
    expect(listed.items[0]).toMatchObject({
      id: bought.id,
      days: 30,
      amount: '25',
      codes: bought.codes.map((code) => ({ code, redeemed: false })),
    })

    const [first] = bought.codes
    const redeemed = await call(t.app, E.activationRedeem, { code: first! }, alice)
    expect(redeemed.status).toBe(200)
    expect(redeemed.json.data).toMatchObject({ active: true, days_added: 30 })
    const status = (await call(t.app, E.activation, {}, alice)).json.data as { active: boolean }
    expect(status.active).toBe(true)
    const after = await purchases()
    expect(after.items[0]!.codes.find((c) => c.code === first)?.redeemed).toBe(true)
    expect(after.items[0]!.codes.filter((c) => c.redeemed)).toHaveLength(1)
  })

  it('takes the charge back when the codes cannot be issued (one transaction)', async () => {
    forced.code = 'TAKEN234'
    try {
      await issueActivationCodes(t.database.db, t.clock, 1, 30)
      const before = (await balance()).available
      const res = await buy(form({ quantity: 1 }))
      expect(res.status).toBe(500)
      expect((await balance()).available).toBe(before)
      expect(await codesOwned()).toBe(2)
      expect((await purchases()).total).toBe(1)
    } finally {
      forced.code = null
    }
  })

  it('lists purchases newest first, and only the buyer’s', async () => {
    const res = await buy(form({ plan: '90d', quantity: 1 }))
    expect((res.json.data as ActivationBuyResponse).amount).toBe('33')
    const listed = await purchases()
    expect(listed.items.map((p) => [p.days, p.amount, p.codes.length])).toEqual([
      [90, '33', 1],
      [30, '25', 2],
    ])
    const bob = await signup(t, 'bob@activation-buy.test', undefined, { subscribed: false })
    expect(await purchases(bob)).toMatchObject({ items: [], total: 0 })
  })
})
