import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Wallet } from 'ethers'
import { sql } from 'drizzle-orm'
import {
  endpoints as E,
  type NotificationView,
  type WalletBalanceResponse,
  type WithdrawalHistoryResponse,
  type WithdrawalInfoResponse,
} from '@atb/contract'
import { DEV_XPUB } from '../services/chain/hd'
import { startLocalChain, type LocalChain } from '../services/chain/localChain'
import { credit } from '../services/wallet/wallet'
import { approveWithdrawal, rejectWithdrawal } from '../services/wallet/withdrawal'
import { AUTO_APPROVE_AFTER_MS, WithdrawalSender } from '../services/wallet/withdrawal-sender'
import { PASSWORD, call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

const SECRET = '135790'
const CONFIRMATIONS = 3
const DAY = 24 * 3600_000

describe.each(databaseKinds)('USDT withdrawals on the local chain, on %s', (kind) => {
  let chain: LocalChain
  let t: TestApp
  let n = 0

  beforeAll(async () => {
    chain = await startLocalChain()
    const hot = chain.accounts[0]!
    await chain.sendToken(hot.address, '100000')
    t = await startTestApp(kind, {
      host: null,
      deposits: {
        xpub: DEV_XPUB,
        confirmations: CONFIRMATIONS,
        minimum: '10',
        pollMs: 0,
        localChain: chain,
        hotWalletKey: hot.privateKey,
        chain: {
          rpcUrl: chain.rpcUrl,
          chainId: chain.chainId,
          tokenAddress: chain.tokenAddress,
          tokenDecimals: chain.tokenDecimals,
          startBlock: 0,
        },
      },
    })
  }, 120_000)
  afterAll(async () => {
    await t?.close()
    await chain?.close()
  })

  /** A new account with `funds` USDT and a transaction password. */
  async function funded(funds: string) {
    const token = await signup(t, `w${++n}-${kind}@withdraw.test`)
    const id = (await balance(token)).user_id
    if (funds !== '0') await credit(t.database.db, id, funds, `fund-${id}`, t.clock.now())
    await call(
      t.app,
      E.transactionPasswordSet,
      { transaction_password: SECRET, confirm_transaction_password: SECRET, password: PASSWORD },
      token,
    )
    return { token, id }
  }
  const balance = async (token: string) =>
    (await call(t.app, E.walletBalance, {}, token)).json.data as WalletBalanceResponse
  const info = async (token: string) =>
    (await call(t.app, E.withdrawalInfo, {}, token)).json.data as WithdrawalInfoResponse
  const history = async (token: string) =>
    (await call(t.app, E.withdrawalHistory, {}, token)).json.data as WithdrawalHistoryResponse
  const to = () => Wallet.createRandom().address
  /** The owner's notices about withdrawals, newest first. */
  const notices = async (token: string) =>
    (
      (await call(t.app, E.notificationList, { category: 'wallet' } as never, token)).json.data
        .items as NotificationView[]
    ).filter((n) => n.kind.startsWith('wallet.withdrawal_'))
  const form = (extra: object = {}) => ({
    amount: 20,
    to_address: to(),
    transaction_password: SECRET,
    request_id: randomUUID(),
    ...extra,
  })
  const withdraw = (token: string, body: object) => call(t.app, E.withdraw, body as never, token)
  /** Every account's balance sums to zero: the ledger stays double-entry whatever happened. */
  const ledgerSum = async () => {
    const res = await t.database.db.execute(
      sql`select coalesce(sum(balance), 0)::text as s from ledger_accounts`,
    )
    const rows = (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as { s: string }[]
    return Number(rows[0]!.s)
  }

  it('refuses bad input with the spec’s messages and holds nothing', async () => {
    const { token } = await funded('100')
    const few = await withdraw(token, form({ amount: 5 }))
    expect(few.status).toBe(400)
    expect(few.json.errors!.map((e: { text: string }) => e.text)).toContain(
      'The amount must be at least 10',
    )
    const many = await withdraw(token, form({ amount: 10_001 }))
    expect(many.json.errors![0].text).toBe('The amount must be at most 10000')
    const bad = await withdraw(token, form({ to_address: '0x1234' }))
    expect(bad.json.errors![0].path).toBe('to_address')
    // One letter's case flipped: the EIP-55 checksum fails.
    const good = to()
    const i = good.search(/[a-f]/i)
    const flipped =
      good.slice(0, i) +
      (good[i] === good[i]!.toUpperCase() ? good[i]!.toLowerCase() : good[i]!.toUpperCase()) +
      good.slice(i + 1)
    const checksum = await withdraw(token, form({ to_address: flipped }))
    expect(checksum.json.errors![0].text).toMatch(/checksum/)
    const wrong = await withdraw(token, form({ transaction_password: '000000' }))
    expect(wrong.json.code).toBe('transaction_password_wrong')
    const zero = await withdraw(token, form({ to_address: `0x${'0'.repeat(40)}` }))
    expect(zero.json.code).toBe('withdrawal_address_invalid')
    const token2 = await call(t.app, E.depositAddress, {}, token)
    const own = await withdraw(token, form({ to_address: token2.json.data.address }))
    expect(own.json.code).toBe('withdrawal_address_invalid')
    expect(await balance(token)).toMatchObject({ available: '100', held: '0' })
    expect((await history(token)).items).toEqual([])
  })

  it('asks for a transaction password first', async () => {
    const token = await signup(t, `nopass-${kind}@withdraw.test`)
    const res = await withdraw(token, form())
    expect(res.json.code).toBe('transaction_password_missing')
  })

  it('holds amount + fee at once, once per request id, and cancel gives it back', async () => {
    const { token } = await funded('100')
    const body = form({ amount: 20.5 })
    const res = await withdraw(token, body)
    expect(res.status).toBe(200)
    expect(res.json.data.withdrawal).toMatchObject({
      amount: '20.5',
      fee: '1',
      total: '21.5',
      status: 'requested',
      tx_hash: null,
    })
    expect(res.json.data.balance).toMatchObject({ available: '78.5', held: '21.5', total: '100' })
    const again = await withdraw(token, body)
    expect(again.json.data.withdrawal.id).toBe(res.json.data.withdrawal.id)
    expect((await balance(token)).available).toBe('78.5')
    const reused = await withdraw(token, { ...body, amount: 30 })
    expect(reused.json.code).toBe('request_reused')
    const entries = await call(t.app, E.walletHistory, {}, token)
    expect(
      entries.json.data.items.map((e: { type: string; amount: string }) => [e.type, e.amount]),
    ).toEqual(
      expect.arrayContaining([
        ['withdrawal', '-20.5'],
        ['withdrawal_fee', '-1'],
      ]),
    )
    const id = res.json.data.withdrawal.id
    const cancelled = await call(t.app, E.withdrawalCancel, { id }, token)
    expect(cancelled.json.data.withdrawal.status).toBe('cancelled')
    expect(cancelled.json.data.balance).toMatchObject({ available: '100', held: '0' })
    const twice = await call(t.app, E.withdrawalCancel, { id }, token)
    expect(twice.json.code).toBe('withdrawal_not_pending')
    const other = await funded('0')
    const theirs = await call(t.app, E.withdrawalCancel, { id }, other.token)
    expect(theirs.json.code).toBe('record_not_found')
    expect(await ledgerSum()).toBe(0)
  })

  it('refuses an amount the balance does not cover with the fee', async () => {
    const { token } = await funded('20.5')
    const res = await withdraw(token, form({ amount: 20 }))
    expect(res.json.code).toBe('withdrawal_insufficient')
    expect(await balance(token)).toMatchObject({ available: '20.5', held: '0' })
    expect((await history(token)).items).toEqual([])
    const ok = await withdraw(token, form({ amount: 19.5 }))
    expect(ok.json.data.balance).toMatchObject({ available: '0', held: '20.5' })
  })

  it('keeps to the daily limit; what is given back counts no more; a day later it resets', async () => {
    const { token } = await funded('30000')
    for (const amount of [10_000, 9_990])
      expect((await withdraw(token, form({ amount }))).status).toBe(200)
    expect(await info(token)).toMatchObject({ used_today: '19990', remaining_today: '10' })
    const over = await withdraw(token, form({ amount: 11 }))
    expect(over.json.code).toBe('withdrawal_daily_limit')
    const first = (await history(token)).items.at(-1)!
    await rejectWithdrawal(t.deps, first.id, 'Address on a watch list')
    const rejected = (await history(token)).items.find((w) => w.id === first.id)!
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Address on a watch list' })
    expect((await withdraw(token, form({ amount: 11 }))).status).toBe(200)
    t.clock.advance(DAY)
    expect((await info(token)).remaining_today).toBe('20000')
    expect(await ledgerSum()).toBe(0)
  })

  it('pauses withdrawals for 24 hours after a transaction-password change', async () => {
    const { token } = await funded('100')
    const changed = await call(
      t.app,
      E.transactionPasswordChange,
      {
        old_transaction_password: SECRET,
        new_transaction_password: '246802',
        confirm_new_transaction_password: '246802',
        password: PASSWORD,
      },
      token,
    )
    expect(changed.status).toBe(200)
    const until = (await info(token)).suspended_until
    expect(Date.parse(until!)).toBe(t.clock.now().getTime() + DAY)
    const res = await withdraw(token, form({ transaction_password: '246802' }))
    expect(res.status).toBe(403)
    expect(res.json.code).toBe('security_hold')
    t.clock.advance(DAY + 1000)
    expect((await info(token)).suspended_until).toBeNull()
    expect((await withdraw(token, form({ transaction_password: '246802' }))).status).toBe(200)
  })

  it('never overdraws when requests race for one balance', async () => {
    const { token } = await funded('100')
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => withdraw(token, form({ amount: 20 }))),
    )
    const ok = replies.filter((r) => r.status === 200)
    expect(ok).toHaveLength(4)
    for (const r of replies.filter((r) => r.status !== 200))
      expect(r.json.code).toBe('withdrawal_insufficient')
    expect(await balance(token)).toMatchObject({ available: '16', held: '84', total: '100' })
    expect((await history(token)).total).toBe(4)
    expect(await ledgerSum()).toBe(0)
  })

  it('sends an approved withdrawal from the hot wallet and confirms it on the chain', async () => {
    const { token } = await funded('50')
    const address = to()
    const res = await withdraw(token, form({ amount: 20, to_address: address }))
    const id = res.json.data.withdrawal.id
    const sender = t.deps.deposits.sender!
    // Not approved: nothing is sent.
    await sender.tick()
    expect((await history(token)).items[0]!.status).toBe('requested')
    await approveWithdrawal(t.deps, id)
    expect((await call(t.app, E.withdrawalCancel, { id }, token)).json.code).toBe(
      'withdrawal_not_pending',
    )
    await sender.tick()
    const sent = (await history(token)).items[0]!
    expect(sent.status).toBe('sent')
    expect(sent.tx_hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await chain.tokenBalance(address)).toBe('20')
    expect(await balance(token)).toMatchObject({ available: '29', held: '21' })
    await chain.mine(CONFIRMATIONS)
    await sender.tick()
    const done = (await history(token)).items[0]!
    expect(done).toMatchObject({ status: 'confirmed', confirmations: CONFIRMATIONS })
    const told = await notices(token)
    expect(told.map((n) => n.kind).sort()).toEqual([
      'wallet.withdrawal_approved',
      'wallet.withdrawal_confirmed',
    ])
    expect(told.find((n) => n.kind === 'wallet.withdrawal_confirmed')).toMatchObject({
      params: { amount: '20', asset: 'USDT', tx_hash: done.tx_hash },
      link: '/assets/withdraw',
    })
    expect(String(told[0]!.params.address).toLowerCase()).toBe(address.toLowerCase())
    expect(await balance(token)).toMatchObject({ available: '29', held: '0', total: '29' })
    // Another tick sends nothing twice.
    await sender.tick()
    expect(await chain.tokenBalance(address)).toBe('20')
    expect(await ledgerSum()).toBe(0)
  })

  it('approves up to the operator’s maximum by itself, a minute after the request', async () => {
    const { token } = await funded('300')
    const small = (await withdraw(token, form({ amount: 50 }))).json.data.withdrawal.id
    const large = (await withdraw(token, form({ amount: 200 }))).json.data.withdrawal.id
    const signer = new WithdrawalSender(
      t.deps.db,
      { clock: t.clock, live: t.deps.live },
      t.deps.log,
      { ...t.deps.deposits.sender!.settings, autoApproveMax: '50' },
    )
    try {
      const status = async (id: string) =>
        (await history(token)).items.find((w) => w.id === id)?.status
      // Within the minute the user may still cancel: this one is not approved yet (earlier
      // tests' small withdrawals, older than a minute, are).
      await signer.autoApprove()
      expect(await status(small)).toBe('requested')
      t.clock.advance(AUTO_APPROVE_AFTER_MS)
      await signer.autoApprove()
      expect(await status(small)).toBe('approved')
      expect(await status(large)).toBe('requested')
      expect((await notices(token)).map((n) => n.kind)).toEqual(['wallet.withdrawal_approved'])
      // Once is enough: a second pass finds nothing more to approve.
      expect(await signer.autoApprove()).toBe(0)
    } finally {
      await signer.stop()
    }
  })

  it('approves and rejects only what is waiting', async () => {
    const { token } = await funded('50')
    const res = await withdraw(token, form())
    const id = res.json.data.withdrawal.id
    await approveWithdrawal(t.deps, id)
    await expect(approveWithdrawal(t.deps, id)).rejects.toMatchObject({
      code: 'withdrawal_not_pending',
    })
    await rejectWithdrawal(t.deps, id, 'Suspicious')
    expect(await balance(token)).toMatchObject({ available: '50', held: '0' })
    const told = await notices(token)
    expect(told.find((n) => n.kind === 'wallet.withdrawal_rejected')).toMatchObject({
      params: { asset: 'USDT', reason: 'Suspicious' },
    })
    expect(told.map((n) => n.kind).sort()).toEqual([
      'wallet.withdrawal_approved',
      'wallet.withdrawal_rejected',
    ])
    await expect(approveWithdrawal(t.deps, randomUUID())).rejects.toMatchObject({
      code: 'record_not_found',
    })
  })
})
