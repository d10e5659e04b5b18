import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Wallet } from 'ethers'
import { endpoints as E, type AnyEndpoint, type WalletBalanceResponse } from '@atb/contract'
import { D } from '@atb/engine'
import { available, post, system } from '../services/wallet/ledger'
import { credit } from '../services/wallet/wallet'
import {
  call,
  databaseKinds,
  login,
  PASSWORD,
  signup,
  startTestApp,
  type TestApp,
} from '../test/harness'

const SECRET = '135790'
const DAY = 24 * 3600_000

/**
 * Issue 26 item 1 (decision 081): after a security change no money leaves the account for 24
 * hours, by any way out. The repro was a reset link, a first transaction password, then a transfer
 * of everything to another account, which withdrew at once.
 */
describe.each(databaseKinds)('the 24-hour hold on money leaving an account, on %s', (kind) => {
  let t: TestApp
  let n = 0
  let other: { token: string; id: string }

  beforeAll(async () => {
    t = await startTestApp(kind, { host: null })
    other = await account('0')
  }, 120_000)
  afterAll(() => t?.close())

  const balance = async (token: string) =>
    (await call(t.app, E.walletBalance, {}, token)).json.data as WalletBalanceResponse
  async function account(funds: string, { secret = true } = {}) {
    const email = `hold${++n}-${kind}@hold.test`
    const token = await signup(t, email)
    const id = (await balance(token)).user_id
    if (funds !== '0') await credit(t.database.db, id, funds, `fund-${id}`, t.clock.now())
    if (secret) await setSecret(token)
    return { token, id, email }
  }
  const setSecret = (token: string, password = PASSWORD) =>
    call(
      t.app,
      E.transactionPasswordSet,
      { transaction_password: SECRET, confirm_transaction_password: SECRET, password },
      token,
    )
  /** A valid request for every endpoint that takes money out; a new one must be added here. */
  const bodies: Record<string, () => object> = {
    '/asset/transfer': () => ({
      destination_user_id: other.id,
      amount: 100,
      transaction_password: SECRET,
      request_id: randomUUID(),
    }),
    '/activation/buy': () => ({
      plan: '30d',
      quantity: 1,
      transaction_password: SECRET,
      request_id: randomUUID(),
    }),
    '/asset/withdraw': () => ({
      amount: 20,
      to_address: Wallet.createRandom().address,
      transaction_password: SECRET,
      request_id: randomUUID(),
    }),
  }
  const movers = (Object.values(E) as AnyEndpoint[]).filter((e) => e.movesValue)
  const take = (endpoint: AnyEndpoint, token: string, extra: object = {}) =>
    call(t.app, endpoint as never, { ...bodies[endpoint.path]!(), ...extra } as never, token)

  async function resetPassword(email: string): Promise<string> {
    await call(t.app, E.forgotPassword, { email })
    await t.settle()
    const token = /recovery-password\/(\S+)/.exec(t.mailer.last(email).text)![1]!
    const reset = await call(t.app, E.resetPassword, {
      token,
      password: 'taken0ver',
      confirm_password: 'taken0ver',
    })
    expect(reset.status).toBe(200)
    return login(t, email, 'taken0ver')
  }

  /** Every way out refuses with the hold's end; nothing moved; the balance says when it ends. */
  async function expectHeld(token: string, id: string, funds: string) {
    const until = (await balance(token)).hold_until
    expect(until).not.toBeNull()
    for (const endpoint of movers) {
      const res = await take(endpoint, token)
      expect([endpoint.path, res.status, res.json.code]).toEqual([
        endpoint.path,
        403,
        'security_hold',
      ])
      expect(res.json.values).toEqual({ until })
      expect(res.json.description).toBe(
        'Money cannot leave the account for 24 hours after a security change',
      )
    }
    expect(await balance(token)).toMatchObject({ available: funds, held: '0' })
    expect((await call(t.app, E.walletBalance, {}, other.token)).json.data.user_id).toBe(other.id)
    return until!
  }

  it('names every endpoint that takes money out, with a valid request for each', () => {
    expect(movers.map((e) => e.path).sort()).toEqual(Object.keys(bodies).sort())
  })

  it('holds transfers, purchases and withdrawals after a reset link and a first transaction password', async () => {
    const victim = await account('500', { secret: false })
    const attacker = await resetPassword(victim.email)
    expect((await setSecret(attacker, 'taken0ver')).status).toBe(200)
    const until = await expectHeld(attacker, victim.id, '500')
    expect(Date.parse(until)).toBe(t.clock.now().getTime() + DAY)
    // The other account received nothing.
    expect((await balance(other.token)).available).toBe('0')
    t.clock.advance(DAY + 1000)
    expect((await balance(attacker)).hold_until).toBeNull()
    const moved = await take(E.transfer, attacker)
    expect(moved.status).toBe(200)
  })

  it('holds after a password change and after a transaction password change', async () => {
    const a = await account('300')
    const changed = await call(
      t.app,
      E.changePassword,
      { old_password: PASSWORD, new_password: 'newpass12', confirm_new_password: 'newpass12' },
      a.token,
    )
    expect(changed.status).toBe(200)
    await expectHeld(await login(t, a.email, 'newpass12'), a.id, '300')

    const b = await account('300')
    const secret = await call(
      t.app,
      E.transactionPasswordChange,
      {
        old_transaction_password: SECRET,
        new_transaction_password: SECRET.split('').reverse().join(''),
        confirm_new_transaction_password: SECRET.split('').reverse().join(''),
        password: PASSWORD,
      },
      b.token,
    )
    expect(secret.status).toBe(200)
    await expectHeld(b.token, b.id, '300')
  })

  it('spends none of the transaction password tries while held', async () => {
    const a = await account('100')
    await call(
      t.app,
      E.changePassword,
      { old_password: PASSWORD, new_password: 'newpass12', confirm_new_password: 'newpass12' },
      a.token,
    )
    const token = await login(t, a.email, 'newpass12')
    for (let i = 0; i < 12; i++) {
      const res = await take(E.transfer, token, { transaction_password: '000000' })
      expect(res.json.code).toBe('security_hold')
    }
  })

  it('refuses in the ledger too: a movement the user starts, never one the platform makes', async () => {
    const a = await account('100')
    const out = (key: string) =>
      post(
        t.database.db,
        {
          key,
          by: 'user',
          type: 'transfer',
          values: { key },
          legs: [
            { account: available(a.id), amount: new D(-10), type: 'transfer_out' },
            { account: available(other.id), amount: new D(10), type: 'transfer_in' },
          ],
        },
        t.clock.now(),
      )
    const before = await out(`before-${a.id}`)
    await call(
      t.app,
      E.transactionPasswordChange,
      {
        old_transaction_password: SECRET,
        new_transaction_password: '246802',
        confirm_new_transaction_password: '246802',
        password: PASSWORD,
      },
      a.token,
    )
    await expect(out(`after-${a.id}`)).rejects.toMatchObject({ code: 'security_hold' })
    // A retry of a movement made before the change answers it, moving nothing again.
    expect(await out(`before-${a.id}`)).toEqual({ ...before, moved: false })
    // The platform's movements (a fee, a deposit) go on.
    const fee = await post(
      t.database.db,
      {
        key: `fee-${a.id}`,
        by: 'platform',
        type: 'profit_share',
        values: {},
        legs: [
          { account: available(a.id), amount: new D(-1), type: 'profit_share' },
          { account: system('fees'), amount: new D(1), type: 'profit_share' },
        ],
      },
      t.clock.now(),
    )
    expect(fee.moved).toBe(true)
    expect((await balance(a.token)).available).toBe('89')
  })
})
