import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints as E,
  type TransferResponse,
  type WalletBalanceResponse,
  type WalletHistoryResponse,
} from '@atb/contract'
import { credit } from '../services/wallet/wallet'
import { PASSWORD, call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

const SECRET = '246810'

describe.each(databaseKinds)('the wallet API on %s', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  let bobId: string
  let aliceId: string
  const balance = async (token: string) =>
    (await call(t.app, E.walletBalance, {}, token)).json.data as WalletBalanceResponse
  const history = async (token: string, query: object = {}) =>
    (await call(t.app, E.walletHistory, query as never, token)).json.data as WalletHistoryResponse
  const send = (body: object, token = alice) => call(t.app, E.transfer, body as never, token)
  const form = (extra: object = {}) => ({
    destination_user_id: bobId,
    amount: 25.5,
    transaction_password: SECRET,
    request_id: randomUUID(),
    ...extra,
  })

  beforeAll(async () => {
    t = await startTestApp(kind)
    alice = await signup(t, 'alice@wallet.test')
    bob = await signup(t, 'bob@wallet.test')
    aliceId = (await balance(alice)).user_id
    bobId = (await balance(bob)).user_id
    await call(t.app, E.profileEdit, { nickname: 'Bob Trader', signature: 'hi' } as never, bob)
  })
  afterAll(() => t.close())

  it('starts empty, with the user ID others send to', async () => {
    expect(await balance(alice)).toEqual({
      asset: 'USDT',
      available: '0',
      held: '0',
      total: '0',
      user_id: aliceId,
      hold_until: null,
    })
    expect(aliceId).toMatch(/^[0-9a-f-]{36}$/)
    expect((await history(alice)).items).toEqual([])
  })

  it('asks for a transaction password before any transfer', async () => {
    const res = await send(form())
    expect(res.status).toBe(400)
    expect(res.json.code).toBe('transaction_password_missing')
  })

  it('names the recipient before the transfer, never oneself or an unknown ID', async () => {
    const named = await call(t.app, E.transferRecipient, { destination_user_id: bobId }, alice)
    expect(named.json.data).toEqual({ user_id: bobId, nickname: 'Bob Trader' })
    const self = await call(t.app, E.transferRecipient, { destination_user_id: aliceId }, alice)
    expect(self.json.code).toBe('transfer_to_self')
    for (const id of [randomUUID(), 'not-an-id']) {
      const unknown = await call(t.app, E.transferRecipient, { destination_user_id: id }, alice)
      expect(unknown.status).toBe(404)
      expect(unknown.json.code).toBe('recipient_not_found')
    }
  })

  it('moves USDT at once, both sides see it, and a retried request moves it once', async () => {
    await credit(t.database.db, aliceId, '100', 'fund-alice', t.clock.now())
    await call(
      t.app,
      E.transactionPasswordSet,
      { transaction_password: SECRET, confirm_transaction_password: SECRET, password: PASSWORD },
      alice,
    )
    const body = form()
    const res = await send(body)
    expect(res.status).toBe(200)
    const sent = res.json.data as TransferResponse
    expect(sent.amount).toBe('25.5')
    expect(sent.recipient).toEqual({ user_id: bobId, nickname: 'Bob Trader' })
    expect(sent.balance.available).toBe('74.5')
    expect((await balance(bob)).available).toBe('25.5')

    const again = await send(body)
    expect(again.status).toBe(200)
    expect((again.json.data as TransferResponse).id).toBe(sent.id)
    expect((await balance(alice)).available).toBe('74.5')
    expect((await balance(bob)).available).toBe('25.5')
    const changed = await send({ ...body, amount: 30 })
    expect(changed.status).toBe(409)
    expect(changed.json.code).toBe('request_reused')

    const mine = await history(alice)
    expect(mine.items[0]).toMatchObject({
      type: 'transfer_out',
      amount: '-25.5',
      balance_after: '74.5',
      counterparty: { user_id: bobId, nickname: 'Bob Trader' },
    })
    expect(mine.items[1]).toMatchObject({ type: 'adjustment', amount: '100', counterparty: null })
    const theirs = await history(bob)
    expect(theirs.items).toHaveLength(1)
    expect(theirs.items[0]).toMatchObject({ type: 'transfer_in', amount: '25.5' })
    expect((await history(alice, { type: 'transfer_out' })).total).toBe(1)
    expect((await history(alice, { type: 'deposit' })).total).toBe(0)
  })

  it('refuses a wrong transaction password, an overspend and bad amounts on their fields', async () => {
    const wrong = await send(form({ transaction_password: '111111' }))
    expect(wrong.json.code).toBe('transaction_password_wrong')
    expect(wrong.json.errors![0].path).toBe('transaction_password')
    const over = await send(form({ amount: 74.500001 }))
    expect(over.json.code).toBe('wallet_insufficient')
    expect(over.json.errors![0].path).toBe('amount')
    const small = await send(form({ amount: 9.99 }))
    expect(small.json.code).toBe('validation_failed')
    expect(small.json.description).toBe('The amount must be at least 10')
    const fine = await send(form({ amount: 10.0000001 }))
    expect(fine.json.errors![0].text).toBe('The amount can have at most 6 decimal places')
    const big = await send(form({ amount: 100_000_001 }))
    expect(big.json.description).toBe('The amount must be at most 100000000')
    const short = await send(form({ transaction_password: '123' }))
    expect(short.json.errors![0].path).toBe('transaction_password')
    const self = await send(form({ destination_user_id: aliceId }))
    expect(self.json.code).toBe('transfer_to_self')
    // Nothing moved.
    expect((await balance(alice)).available).toBe('74.5')
    expect((await balance(bob)).available).toBe('25.5')
  })

  it('needs a session', async () => {
    expect((await call(t.app, E.walletBalance, {})).status).toBe(401)
    expect((await call(t.app, E.transfer, form() as never)).status).toBe(401)
  })
})
