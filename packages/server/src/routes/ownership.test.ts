import { randomUUID } from 'node:crypto'
import { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type EndpointName } from '@atb/contract'
import { credit } from '../services/wallet/wallet'
import { notify } from '../services/notifications/notify'
import { PASSWORD, call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, gridConfig } from '../test/bots-kit'

/** A request field that names a record: `id`, `*_id`, and the review a reply answers. */
const isIdField = (field: string) => /^(id|.+_id|reply_of)$/.test(field)

/** Every (authenticated endpoint, id field) pair of the contract, as `name.field`. */
const idFields = (Object.entries(E) as [EndpointName, (typeof E)[EndpointName]][])
  .filter(([, endpoint]) => endpoint.auth)
  .flatMap(([name, endpoint]) =>
    Object.keys(endpoint.request.describe().fields)
      .filter(isIdField)
      .map((field) => `${name}.${field}`),
  )

type Resource = 'bot' | 'notification' | 'withdrawal'

/**
 * Fields naming one user's own record: another user must get the endpoint's not-found error. The
 * rest of the body is whatever else the request needs to get that far.
 */
const owned: Record<string, { resource: Resource; rest?: Record<string, unknown> }> = {
  'botView.id': { resource: 'bot' },
  'botPlot.id': { resource: 'bot' },
  'botUpdate.id': { resource: 'bot', rest: { config: gridConfig, plan: '0123456789abcdef' } },
  'botUpdatePreview.id': { resource: 'bot', rest: { config: gridConfig } },
  'botPause.id': { resource: 'bot' },
  'botResume.id': { resource: 'bot' },
  'botStop.id': { resource: 'bot', rest: { mode: 'sell' } },
  'botSell.id': { resource: 'bot', rest: { sell_all: true } },
  'botEvents.id': { resource: 'bot' },
  'botPublic.id': { resource: 'bot', rest: { public: true } },
  'botOrders.bot_id': { resource: 'bot' },
  'profitHistory.bot_id': { resource: 'bot' },
  // Only bots their owner made public are on the ranking; this one is not.
  'rankingView.id': { resource: 'bot' },
  'notificationGet.id': { resource: 'notification' },
  'notificationRead.id': { resource: 'notification' },
  'withdrawalCancel.id': { resource: 'withdrawal' },
}

/** Fields naming what every signed-in user may see or use, each with the reason. */
const shared: Record<string, string> = {
  'eventGet.id': 'events are published by the operator to every user',
  'eventJoin.id': 'any user may join any published event',
  'tournamentBoard.id': 'tournament boards are public, by nickname only',
  'tournamentJoin.id': 'any user may enter any tournament',
  'signalView.id': 'signals are a public catalogue',
  'signalCalls.id': 'a signal’s calls are shown to every user',
  'signalReviews.id': 'a signal’s reviews are shown to every user',
  'signalReview.signal_id': 'any user may review any signal',
  'signalReview.reply_of': 'any user may reply to any review of a signal',
  'transfer.destination_user_id': 'a transfer names its recipient, another user, by design',
  'transferRecipient.destination_user_id': 'the recipient check names another user by design',
}

/**
 * Idempotency keys: each account has its own, so another account sending the same key (and the
 * same body) makes its own movement, never a replay of the first account's.
 */
const perAccountKeys = ['transfer.request_id', 'withdraw.request_id', 'activationBuy.request_id']

const SECRET = '135790'

describe('ownership coverage of the contract', () => {
  it('gives every id field of an authenticated endpoint a fixture, or a reason it is shared', () => {
    const covered = new Set([...Object.keys(owned), ...Object.keys(shared), ...perAccountKeys])
    expect(idFields.filter((f) => !covered.has(f))).toEqual([])
    // And lists nothing that is not (or no longer) such a field.
    expect([...covered].filter((f) => !idFields.includes(f))).toEqual([])
    expect(idFields.length).toBeGreaterThan(25)
  })
})

describe.each(databaseKinds)('another user’s ids on %s', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  let carolId: string
  const ids = {} as Record<Resource, string>
  const userId = async (token: string) =>
    (await call(t.app, E.walletBalance, {}, token)).json.data.user_id as string

  /** A user with 500 USDT and a transaction password. */
  async function funded(email: string) {
    const token = await signup(t, email)
    const id = await userId(token)
    await credit(t.database.db, id, '500', `ownership:${id}`, t.clock.now())
    const secret = {
      transaction_password: SECRET,
      confirm_transaction_password: SECRET,
      password: PASSWORD,
    }
    await call(t.app, E.transactionPasswordSet, secret, token)
    return token
  }

  /** What Alice sees of each of her records. */
  const snapshot = async () => ({
    bot: (await call(t.app, E.botView, { id: ids.bot }, alice)).json,
    events: (await call(t.app, E.botEvents, { id: ids.bot }, alice)).json,
    notification: (await call(t.app, E.notificationGet, { id: ids.notification }, alice)).json,
    withdrawals: (await call(t.app, E.withdrawalHistory, {}, alice)).json,
    balance: (await call(t.app, E.walletBalance, {}, alice)).json,
  })

  beforeAll(async () => {
    t = await startTestApp(kind)
    alice = await funded('alice@owner.test')
    bob = await funded('bob@owner.test')
    carolId = await userId(await signup(t, 'carol@owner.test'))
    const bot = await createGrid(t, alice)
    if (bot.status !== 200) throw new Error(JSON.stringify(bot.json))
    ids.bot = bot.json.data.id
    await notify(t.deps, t.database.db, await userId(alice), {
      kind: 'wallet.deposit',
      params: { amount: '500', asset: 'USDT' },
      link: '/assets',
    })
    const list = await call(t.app, E.notificationList, {}, alice)
    ids.notification = list.json.data.items[0].id
    const withdrawal = await call(
      t.app,
      E.withdraw,
      {
        amount: 20,
        to_address: Wallet.createRandom().address,
        transaction_password: SECRET,
        request_id: randomUUID(),
      },
      alice,
    )
    if (withdrawal.status !== 200) throw new Error(JSON.stringify(withdrawal.json))
    ids.withdrawal = withdrawal.json.data.withdrawal.id
  })
  afterAll(() => t.close())

  it.each(Object.entries(owned))(
    '%s with Alice’s id answers Bob not found, and changes nothing of hers',
    async (key, { resource, rest }) => {
      const [name, field] = key.split('.') as [EndpointName, string]
      const notFound = E[name].errors.find((code) => code.endsWith('_not_found'))
      expect(notFound, `${name} declares a not-found error`).toBeDefined()
      const before = await snapshot()
      const res = await call(t.app, E[name], { ...rest, [field]: ids[resource] }, bob)
      expect(res.status, JSON.stringify(res.json)).toBe(404)
      expect(res.json.code).toBe(notFound)
      expect(await snapshot()).toEqual(before)
    },
  )

  const keyed: Record<string, (requestId: string) => Record<string, unknown>> = {
    'transfer.request_id': (request_id) => ({
      destination_user_id: carolId,
      amount: 10,
      transaction_password: SECRET,
      request_id,
    }),
    'withdraw.request_id': (request_id) => ({
      amount: 15,
      to_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      transaction_password: SECRET,
      request_id,
    }),
    'activationBuy.request_id': (request_id) => ({
      plan: '30d',
      quantity: 1,
      transaction_password: SECRET,
      request_id,
    }),
  }
  /** The record a money call made: the same for a replay, another for a new request. */
  const made = (data: { id?: string; withdrawal?: { id: string } }) =>
    data.withdrawal?.id ?? data.id

  it.each(perAccountKeys)(
    '%s: Bob reusing Alice’s key makes his own request, not a replay of hers',
    async (key) => {
      const [name] = key.split('.') as [EndpointName]
      const body = keyed[key]!(randomUUID())
      const first = await call(t.app, E[name], body, alice)
      expect(first.status, JSON.stringify(first.json)).toBe(200)
      const before = await snapshot()
      const mine = await call(t.app, E[name], body, bob)
      expect(mine.status, JSON.stringify(mine.json)).toBe(200)
      expect(made(mine.json.data)).not.toBe(made(first.json.data))
      expect(await snapshot()).toEqual(before)
      // Alice's own retry is still the replay of her request.
      const again = await call(t.app, E[name], body, alice)
      expect(made(again.json.data)).toBe(made(first.json.data))
    },
  )

  it('lists only fields that exist, and fixtures for every owned and keyed one', () => {
    expect(Object.keys(keyed).sort()).toEqual([...perAccountKeys].sort())
    for (const key of [...Object.keys(owned), ...Object.keys(shared), ...perAccountKeys]) {
      const [name, field] = key.split('.') as [EndpointName, string]
      expect(E[name], key).toBeDefined()
      expect(Object.keys(E[name].request.describe().fields), key).toContain(field)
    }
  })
})
