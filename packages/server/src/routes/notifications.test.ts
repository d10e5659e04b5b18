import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  API_PREFIX,
  endpoints as E,
  type NotificationListResponse,
  type NotificationView,
} from '@atb/contract'
import { createEvent } from '../services/community/events'
import { createTournament } from '../services/community/tournaments'
import { notify } from '../services/notifications/notify'
import { createGrid, fundWallet, gridConfig, trade } from '../test/bots-kit'
import { call, databaseKinds, PASSWORD, signup, startTestApp, type TestApp } from '../test/harness'
import { liveUrl, TestSocket, userOf } from '../test/socket'

const SECRET = '246810'

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let t: TestApp
  let alice: string
  let bob: string
  const list = async (token: string, query: object = {}) =>
    (await call(t.app, E.notificationList, query as never, token)).json
      .data as NotificationListResponse
  const unread = async (token: string) =>
    (await call(t.app, E.notificationUnread, {}, token)).json.data.unread as number

  beforeAll(async () => {
    t = await startTestApp(kind)
    alice = await signup(t, 'alice@notify.test')
    bob = await signup(t, 'bob@notify.test')
  })
  afterAll(() => t.close())

  it('starts with nothing, and every endpoint needs a session', async () => {
    expect(await list(alice)).toEqual({ items: [], page: 1, page_size: 20, total: 0, unread: 0 })
    expect(await unread(alice)).toBe(0)
    for (const endpoint of [E.notificationList, E.notificationUnread, E.notificationPreferences])
      expect((await call(t.app, endpoint, {})).status).toBe(401)
  })

  it('tells the owner their bot stopped, live over the socket, linking to the bot', async () => {
    // Arrange
    const socket = await TestSocket.ready(await liveUrl(t.app), alice)
    const id = (await createGrid(t, alice)).json.data.id as string
    // Act
    const stopped = await call(t.app, E.botStop, { id, mode: 'keep' }, alice)
    // Assert
    expect(stopped.status).toBe(200)
    const message = await socket.next('notification.unread')
    expect(message.unread).toBe(1)
    const page = await list(alice)
    expect(page.unread).toBe(1)
    expect(page.items).toHaveLength(1)
    expect(page.items[0]).toMatchObject({
      kind: 'bot.stopped',
      category: 'bot',
      params: { bot_id: id, strategy: 'spot_grid', symbol: 'BTCUSDT', cause: 'user' },
      link: `/bot/view/${id}`,
      read_at: null,
    })
    expect(await unread(bob)).toBe(0)
    socket.close()
  })

  it('shows one notification to its owner only; anyone else or a malformed id gets 404', async () => {
    const [mine] = (await list(alice)).items
    const own = await call(t.app, E.notificationGet, { id: mine!.id }, alice)
    expect(own.status).toBe(200)
    expect(own.json.data).toEqual(mine)
    const other = await call(t.app, E.notificationGet, { id: mine!.id }, bob)
    expect(other.status).toBe(404)
    expect(other.json.description).toBe('record not found')
    expect((await call(t.app, E.notificationGet, { id: 'nope' }, alice)).status).toBe(404)
    expect((await call(t.app, E.notificationGet, { id: randomUUID() }, alice)).status).toBe(404)
    expect((await call(t.app, E.notificationRead, { id: mine!.id }, bob)).status).toBe(404)
    expect((await call(t.app, E.notificationGet, {}, alice)).status).toBe(400)
  })

  it('marks one read, keeps its first read time, and pushes the new count', async () => {
    const socket = await TestSocket.ready(await liveUrl(t.app), alice)
    const [mine] = (await list(alice)).items
    const read = await call(t.app, E.notificationRead, { id: mine!.id }, alice)
    expect(read.status).toBe(200)
    const first = (read.json.data as NotificationView).read_at
    expect(first).not.toBeNull()
    expect((await socket.next('notification.unread', (m) => m.unread === 0)).unread).toBe(0)
    t.clock.advance(60_000)
    const again = await call(t.app, E.notificationRead, { id: mine!.id }, alice)
    expect((again.json.data as NotificationView).read_at).toBe(first)
    expect(await unread(alice)).toBe(0)
    socket.close()
  })

  it('lists unread first then newest, filters by category and unread, and pages', async () => {
    // Arrange: three more for alice, a minute apart; the bot stop above is read.
    const userId = userOf(alice)
    for (const [i, kind] of (
      ['wallet.deposit', 'affiliate.referral', 'wallet.deposit'] as const
    ).entries()) {
      t.clock.advance(60_000)
      await notify(t.deps, t.database.db, userId, {
        kind,
        params: { amount: String(10 + i), asset: 'USDT', nickname: 'Newcomer' },
        link: '/assets',
      })
    }
    // Act
    const all = await list(alice)
    const wallet = await list(alice, { category: 'wallet' })
    const unreadOnly = await list(alice, { unread: 'true' })
    const second = await list(alice, { page: 2, page_size: 2 })
    // Assert
    expect(all.items.map((n) => [n.kind, n.read_at === null])).toEqual([
      ['wallet.deposit', true],
      ['affiliate.referral', true],
      ['wallet.deposit', true],
      ['bot.stopped', false],
    ])
    expect(all.items[0]!.params.amount).toBe('12')
    expect(all.unread).toBe(3)
    expect(wallet.items.map((n) => n.params.amount)).toEqual(['12', '10'])
    expect(wallet.total).toBe(2)
    expect(unreadOnly.total).toBe(3)
    expect(second).toMatchObject({ page: 2, page_size: 2, total: 4 })
    expect(second.items.map((n) => n.kind)).toEqual(['wallet.deposit', 'bot.stopped'])
    const bad = await call(t.app, E.notificationList, { category: 'spam' } as never, alice)
    expect(bad.status).toBe(400)
    expect(bad.json.code).toBe('validation_failed')
  })

  it('marks all read at once and tells the sockets', async () => {
    const socket = await TestSocket.ready(await liveUrl(t.app), alice)
    const res = await call(t.app, E.notificationReadAll, {}, alice)
    expect(res.json.data).toEqual({ unread: 0 })
    expect((await socket.next('notification.unread')).unread).toBe(0)
    expect((await list(alice, { unread: true })).items).toEqual([])
    expect((await list(alice)).total).toBe(4)
    socket.close()
  })

  it('keeps each user’s choices: fills off at first, a category turned off is not stored', async () => {
    expect((await call(t.app, E.notificationPreferences, {}, bob)).json.data).toEqual({
      bot: true,
      bot_fills: false,
      wallet: true,
      security: true,
      affiliate: true,
      events: true,
      resume_after_outage: true,
    })
    const choice = {
      bot: false,
      bot_fills: false,
      wallet: true,
      security: true,
      affiliate: true,
      events: false,
      resume_after_outage: false,
    }
    const saved = await call(t.app, E.notificationPreferencesSave, choice, bob)
    expect(saved.json.data).toEqual(choice)
    expect((await call(t.app, E.notificationPreferences, {}, bob)).json.data).toEqual(choice)
    const bad = await call(
      t.app,
      E.notificationPreferencesSave,
      { ...choice, bot: 'maybe' } as never,
      bob,
    )
    expect(bad.status).toBe(400)
    const missing = await call(t.app, E.notificationPreferencesSave, { bot: true }, bob)
    expect(missing.status).toBe(400)
    // Act
    const id = (await createGrid(t, bob)).json.data.id as string
    await call(t.app, E.botStop, { id, mode: 'keep' }, bob)
    // Assert
    expect((await list(bob)).items).toEqual([])
  })

  it('notifies fills only to those who opted in', async () => {
    const carol = await signup(t, 'carol@notify.test')
    await call(
      t.app,
      E.notificationPreferencesSave,
      {
        bot: true,
        bot_fills: true,
        wallet: true,
        security: true,
        affiliate: true,
        events: true,
        resume_after_outage: true,
      },
      carol,
    )
    const dave = await signup(t, 'dave@notify.test')
    await createGrid(t, carol, gridConfig)
    await createGrid(t, dave, gridConfig)
    // Act: the test market swings through the grid's levels within hours.
    await trade(t, 3 * 60)
    // Assert
    const fills = (await list(carol, { page_size: 100 })).items.filter((n) => n.kind === 'bot.fill')
    expect(fills.length).toBeGreaterThan(0)
    expect(fills[0]!.params).toMatchObject({ symbol: 'BTCUSDT', strategy: 'spot_grid' })
    expect(['buy', 'sell']).toContain(fills[0]!.params.side)
    expect((await list(dave)).items.filter((n) => n.kind === 'bot.fill')).toEqual([])
  })

  it('mails security events and notifies them: password change and a login from a new browser', async () => {
    // Act
    const changed = await call(
      t.app,
      E.changePassword,
      { old_password: PASSWORD, new_password: 'secret456', confirm_new_password: 'secret456' },
      bob,
    )
    expect(changed.status).toBe(200)
    await t.settle()
    // Assert
    const mail = t.mailer.last('bob@notify.test')
    expect(mail.subject).toBe('Security alert: your password was changed')
    expect(mail.text).toContain('/profile/change-password')
    // The mail says until when no money can leave the account (decision 081).
    const until = new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString()
    expect(mail.text).toContain(
      `no money can leave your account (transfers, withdrawals, purchases) until ${until}`,
    )
    // Act: a login from a browser the account never used, a minute later (the list is newest
    // first; two notifications in the same instant have no order between them).
    t.clock.advance(60_000)
    const raw = await t.app.inject({
      method: 'POST',
      url: `${API_PREFIX}${E.login.path}`,
      payload: { username: 'bob@notify.test', password: 'secret456' },
      headers: { 'user-agent': 'Firefox on a new laptop' },
    })
    expect(raw.statusCode).toBe(200)
    const token = (raw.json() as { data: { token: string } }).data.token
    await t.settle()
    // Assert
    expect(t.mailer.last('bob@notify.test').subject).toBe(
      'Security alert: your account was signed in to',
    )
    const kinds = (await list(token)).items.map((n) => n.kind)
    expect(kinds).toEqual(['security.login', 'security.password'])
    expect((await list(token)).items[0]!.params).toMatchObject({
      device: 'Firefox on a new laptop',
    })
  })

  it('tells both sides of a transfer, and a referrer of their new referee', async () => {
    const dana = await signup(t, 'dana@notify.test')
    const code = (await call(t.app, E.affiliateOverview, {}, dana)).json.data.code as string
    const erin = await signup(t, 'erin@notify.test', code)
    const referral = (await list(dana)).items.find((n) => n.kind === 'affiliate.referral')
    expect(referral).toMatchObject({ params: { nickname: 'erin' }, link: '/affiliate/overview' })
    await fundWallet(t, dana, '50')
    await call(
      t.app,
      E.transactionPasswordSet,
      { transaction_password: SECRET, confirm_transaction_password: SECRET, password: PASSWORD },
      dana,
    )
    const sent = await call(
      t.app,
      E.transfer,
      {
        destination_user_id: userOf(erin),
        amount: 25.5,
        transaction_password: SECRET,
        request_id: randomUUID(),
      },
      dana,
    )
    expect(sent.status).toBe(200)
    const out = (await list(dana)).items.find((n) => n.kind === 'wallet.transfer_sent')
    expect(out).toMatchObject({ params: { amount: '25.5', asset: 'USDT', counterparty: 'erin' } })
    const into = (await list(erin)).items.find((n) => n.kind === 'wallet.transfer_received')
    expect(into).toMatchObject({
      params: { amount: '25.5', counterparty: 'dana' },
      link: '/assets',
    })
  })

  it('tells everyone whose events switch is on of a new event and a new tournament', async () => {
    // Arrange
    const quiet = await signup(t, 'quiet@notify.test')
    const off = {
      bot: true,
      bot_fills: false,
      wallet: true,
      security: true,
      affiliate: true,
      resume_after_outage: true,
    }
    await call(t.app, E.notificationPreferencesSave, { ...off, events: false }, quiet)
    const socket = await TestSocket.ready(await liveUrl(t.app), alice)
    const at = (hours: number) => new Date(t.clock.now().getTime() + hours * 3600_000).toISOString()
    // Act
    const event = await createEvent(t.deps, {
      title: { en: 'Grid week', th: 'สัปดาห์กริด' },
      summary: { en: 'Run a grid' },
      body: { en: 'Run a grid bot for a week.' },
      how_to_join: { en: 'Press join.' },
      starts_at: at(1),
      ends_at: at(48),
      capacity: null,
    })
    // Assert
    expect((await socket.next('notification.unread')).unread).toBeGreaterThan(0)
    const told = (await list(alice)).items.find((n) => n.kind === 'events.announcement')
    expect(told).toMatchObject({
      category: 'events',
      params: { title_en: 'Grid week', title_th: 'สัปดาห์กริด' },
      link: `/event/${event}`,
    })
    expect((await list(quiet)).items.some((n) => n.category === 'events')).toBe(false)
    await createTournament(t.deps, {
      name: { en: 'November cup' },
      rules: { en: 'Highest ROI wins.' },
      starts_at: at(1),
      ends_at: at(72),
      capital: '1000',
      prizes: [{ rank: 1, amount: '100' }],
    })
    const cup = (await list(alice)).items.find((n) => n.kind === 'events.tournament')
    expect(cup).toMatchObject({ params: { name_en: 'November cup' }, link: '/tournament' })
    expect((await list(quiet)).items.some((n) => n.category === 'events')).toBe(false)
    socket.close()
  })
})
