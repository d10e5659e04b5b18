import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  endpoints as E,
  testEndpoints,
  type SignalCallsResponse,
  type SignalListResponse,
  type SignalReviewsResponse,
  type SignalSummary,
} from '@atb/contract'
import { recordBuiltinCall } from '../services/signals/signals'
import { bars, FixtureFeed } from '../test/fixture-feed'
import { call, databaseKinds, login, signup, startTestApp, type TestApp } from '../test/harness'

const T0 = Date.parse('2026-01-01T00:00:00Z')
const DAY = 86_400_000
const BAR = FixtureFeed.BAR_MS

/**
 * Bar 0 trades around 100; bar 1 spikes to 103.2 (a BUY's take profit at 103 and a SELL's stop
 * loss at 102 in the same bar); then the price sits at 101 for eight days.
 */
const market = () =>
  new FixtureFeed(
    'BTCUSDT',
    bars(
      T0,
      [
        [100, 101, 99.5, 100.5],
        [100.5, 103.2, 100, 103],
      ],
      (8 * DAY) / BAR,
      101,
    ),
  )

describe.each(databaseKinds)('signals on %s', (kind) => {
  let t: TestApp
  let feed: FixtureFeed
  let user: string
  let other: string
  let provider: { id: string; key: string }
  const post = (body: object, key = provider.key) =>
    call(t.app, E.signalProviderCall, body as never, key)
  const at = (ms: number) => t.clock.advance(T0 + ms - t.clock.now().getTime())

  beforeAll(async () => {
    feed = market()
    t = await startTestApp(kind, { market: feed, enableTestOutbox: true })
    feed.now = () => t.clock.now().getTime()
    user = await signup(t, 'reviewer@signals.test')
    other = await signup(t, 'other@signals.test')
    await call(t.app, E.profileEdit, { nickname: 'Somchai', signature: 'hi' } as never, user)
    await call(t.app, E.profileEdit, { nickname: 'Lin', signature: 'hi' } as never, other)
    const made = await call(t.app, testEndpoints.testSignalProvider, { name: 'Alpha Calls' })
    provider = made.json.data
  })
  afterAll(() => t.close())

  it('lists the built-in sources before any call, with empty figures', async () => {
    const list = (await call(t.app, E.signalList, undefined, user)).json.data as SignalListResponse
    // A crypto provider's signal is followed by bots like a built-in one (a gold one is not).
    expect(list.items.map((s) => [s.id, s.source, s.followable])).toEqual([
      ['ma_cross_20_80', 'builtin', true],
      [provider.id, 'provider', true],
    ])
    expect(list.items[1]!.stats.all).toEqual({
      calls: 0,
      closed: 0,
      win_rate: null,
      avg_return: null,
      max_drawdown: 0,
    })
  })

  it('refuses a missing or wrong provider key with 401, whatever the body', async () => {
    const none = await call(t.app, E.signalProviderCall, {} as never)
    expect(none.status).toBe(401)
    expect(none.json).toMatchObject({ code: 'invalid_provider_key' })
    const wrong = await post({ symbol: 'BTCUSDT' }, `${provider.key}x`)
    expect(wrong.status).toBe(401)
  })

  it('refuses a bad call with 422 and its fields', async () => {
    const bad = await post({
      symbol: 'BTCUSDT',
      side: 'BUY',
      entry: 100,
      take_profit: 99,
      stop_loss: 101,
    })
    expect(bad.status).toBe(422)
    expect(bad.json.code).toBe('validation_failed')
    expect(bad.json.errors?.map((e: { path: string; text: string }) => [e.path, e.text])).toEqual([
      ['take_profit', 'The take profit must be above the entry for a BUY and below it for a SELL'],
      ['stop_loss', 'The stop loss must be below the entry for a BUY and above it for a SELL'],
    ])
    const side = await post({
      symbol: 'BTCUSDT',
      side: 'HOLD',
      entry: 100,
      take_profit: 1,
      stop_loss: 1,
    })
    expect(side.status).toBe(422)
    expect(side.json.errors?.[0].path).toBe('side')
    const pair = await post({
      symbol: 'DOGEUSDT',
      side: 'BUY',
      entry: 100,
      take_profit: 103,
      stop_loss: 98,
    })
    expect(pair.status).toBe(422)
    expect(pair.json.errors).toEqual([
      expect.objectContaining({ path: 'symbol', text: 'The market has no pair DOGEUSDT' }),
    ])
    const far = await post({
      symbol: 'BTCUSDT',
      side: 'BUY',
      entry: 90,
      take_profit: 95,
      stop_loss: 85,
    })
    expect(far.status).toBe(422)
    expect(far.json.errors).toEqual([
      expect.objectContaining({
        path: 'entry',
        text: 'The entry must be within 2% of the last price 100',
      }),
    ])
    // Exits keep to the band every price keeps (decision 077): 1e7 once passed the side check.
    const moon = await post({
      symbol: 'BTCUSDT',
      side: 'BUY',
      entry: 100,
      take_profit: 1e7,
      stop_loss: 98,
    })
    expect(moon.status).toBe(422)
    expect(moon.json).toMatchObject({ code: 'signal_call_rejected' })
    expect(moon.json.errors).toEqual([
      expect.objectContaining({
        path: 'take_profit',
        text: 'The take profit must be between 1 and 10000, within 100 times the last price 100',
      }),
    ])
    for (const hostile of ['Infinity', '0x10', 1e-300]) {
      const res = await post({
        symbol: 'BTCUSDT',
        side: 'SELL',
        entry: 100,
        take_profit: 96,
        stop_loss: hostile,
      })
      expect(res.status, String(hostile)).toBe(422)
      expect(res.json.errors?.[0]?.path, String(hostile)).toBe('stop_loss')
    }
  })

  it('measures calls on the market’s bars: TP or SL first, expiry, and the windows', async () => {
    at(0)
    const buy = await post({
      symbol: 'btcusdt',
      side: 'BUY',
      entry: 100,
      take_profit: 103,
      stop_loss: 98.5,
    })
    expect(buy.status).toBe(200)
    expect(buy.json.data.call).toMatchObject({ symbol: 'BTCUSDT', outcome: 'open', entry: '100' })
    at(1)
    expect(
      (await post({ symbol: 'BTCUSDT', side: 'SELL', entry: 100, take_profit: 96, stop_loss: 102 }))
        .status,
    ).toBe(200)
    at(2)
    expect(
      (await post({ symbol: 'BTCUSDT', side: 'BUY', entry: 100, take_profit: 110, stop_loss: 90 }))
        .status,
    ).toBe(200)
    at(7.5 * DAY)
    expect(
      (await post({ symbol: 'BTCUSDT', side: 'BUY', entry: 101, take_profit: 104, stop_loss: 99 }))
        .status,
    ).toBe(200)
    at(8 * DAY)
    // Sessions last a week: sign in again at the new time.
    user = await login(t, 'reviewer@signals.test')
    other = await login(t, 'other@signals.test')

    const one = (await call(t.app, E.signalView, { id: provider.id }, user)).json
      .data as SignalSummary
    expect(one.symbols).toEqual(['BTCUSDT'])
    // +3 (TP), −2 (SL in the same bar), +1 (expired at 101): cumulative 3, 1, 2.
    expect(one.stats.all).toEqual({
      calls: 4,
      closed: 3,
      win_rate: 66.67,
      avg_return: 0.67,
      max_drawdown: 2,
    })
    expect(one.stats['30d']).toEqual(one.stats.all)
    expect(one.stats['7d']).toEqual({
      calls: 1,
      closed: 0,
      win_rate: null,
      avg_return: null,
      max_drawdown: 0,
    })

    const calls = (
      await call(t.app, E.signalCalls, { id: provider.id, page_size: 3 } as never, user)
    ).json.data as SignalCallsResponse
    expect(calls.total).toBe(4)
    expect(calls.items.map((c) => [c.side, c.outcome, c.exit_price, c.return_pct])).toEqual([
      ['BUY', 'open', null, 0],
      ['BUY', 'expired', '101', 1],
      ['SELL', 'sl', '102', -2],
    ])
    expect(calls.items[1]!.closed_at).toBe(new Date(T0 + 2 + 7 * DAY).toISOString())
    expect(calls.items[2]!.closed_at).toBe(new Date(T0 + 2 * BAR).toISOString())
    const second = (
      await call(t.app, E.signalCalls, { id: provider.id, page: 2, page_size: 3 } as never, user)
    ).json.data as SignalCallsResponse
    expect(second.items.map((c) => [c.outcome, c.return_pct])).toEqual([['tp', 3]])
  })

  it('records a built-in source’s call with its take profit and stop loss', async () => {
    await recordBuiltinCall(t.database.db, t.clock, 'ma_cross_20_80', {
      symbol: 'BTCUSDT',
      side: 'SELL',
      price: 101,
      time: T0 + 8 * DAY - 10 * BAR,
    })
    const calls = (await call(t.app, E.signalCalls, { id: 'ma_cross_20_80' }, user)).json
      .data as SignalCallsResponse
    expect(
      calls.items.map((c) => [c.side, c.entry, c.take_profit, c.stop_loss, c.outcome]),
    ).toEqual([['SELL', '101', '97.97', '102.515', 'open']])
    const missing = await call(t.app, E.signalView, { id: 'nope' }, user)
    expect(missing.status).toBe(404)
  })

  it('validates reviews: score 1–5, comment required, no special characters, Thai allowed', async () => {
    const review = (body: object, token = user) => call(t.app, E.signalReview, body as never, token)
    const noScore = await review({ signal_id: provider.id, comment: 'good' })
    expect(noScore.status).toBe(400)
    expect(noScore.json.errors?.[0]).toMatchObject({
      path: 'score',
      text: 'The score field is required',
    })
    const six = await review({ signal_id: provider.id, score: 6, comment: 'good' })
    expect(six.json.errors?.[0]).toMatchObject({
      path: 'score',
      text: 'The score must be at most 5',
    })
    const empty = await review({ signal_id: provider.id, score: 4, comment: '  ' })
    expect(empty.json.errors?.[0]).toMatchObject({
      path: 'comment',
      text: 'The comment field is required',
    })
    for (const bad of ['great!', 'a<b>', 'ok, fine', 'wow #1', 'x_y']) {
      const refused = await review({ signal_id: provider.id, score: 4, comment: bad })
      expect(refused.status).toBe(400)
      expect(refused.json.errors?.[0]).toMatchObject({
        path: 'comment',
        text: 'The comment not allow special characters',
        message: { id: 'validation.specialCharacters' },
      })
    }
    const thai = await review({
      signal_id: provider.id,
      score: 4,
      comment: 'สัญญาณแม่น ๆ กำไร 3% $50 @Lin ฿',
    })
    expect(thai.status).toBe(200)
    expect(thai.json.data).toMatchObject({
      score: 4,
      nickname: 'Somchai',
      reply_of: null,
      mine: true,
    })
    const again = await review({ signal_id: provider.id, score: 1, comment: 'twice' })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ code: 'review_exists', errors: [{ path: 'score' }] })
    const unknown = await review({ signal_id: 'nope', score: 1, comment: 'hello' })
    expect(unknown.status).toBe(404)
  })

  it('threads replies under their review and averages the top-level scores', async () => {
    const review = (body: object, token: string) =>
      call(t.app, E.signalReview, body as never, token)
    const { data: base } = (await call(t.app, E.signalReviews, { id: provider.id }, user)).json as {
      data: SignalReviewsResponse
    }
    const first = base.items[0]!
    const theirs = await review(
      { signal_id: provider.id, score: 2, comment: 'Too many stops' },
      other,
    )
    const reply = await review(
      { signal_id: provider.id, reply_of: first.id, score: 5, comment: 'Agree 100%' },
      other,
    )
    expect(reply.status).toBe(200)
    expect(reply.json.data).toMatchObject({ score: null, reply_of: first.id })
    const deeper = await review(
      { signal_id: provider.id, reply_of: reply.json.data.id, comment: 'Thanks Lin' },
      user,
    )
    expect(deeper.status).toBe(200)
    const lost = await review({ signal_id: provider.id, reply_of: 999_999, comment: 'hello' }, user)
    expect(lost.status).toBe(404)
    expect(lost.json).toMatchObject({ code: 'review_not_found', errors: [{ path: 'reply_of' }] })

    const threads = (await call(t.app, E.signalReviews, { id: provider.id }, user)).json
      .data as SignalReviewsResponse
    expect(threads.reviews).toBe(2)
    expect(threads.avg_score).toBe(3)
    expect(threads.items.map((r) => [r.id, r.nickname, r.score, r.replies.length])).toEqual([
      [theirs.json.data.id, 'Lin', 2, 0],
      [first.id, 'Somchai', 4, 2],
    ])
    expect(
      threads.items[1]!.replies.map((r) => [r.nickname, r.comment, r.reply_to_nickname, r.mine]),
    ).toEqual([
      ['Lin', 'Agree 100%', 'Somchai', false],
      ['Somchai', 'Thanks Lin', 'Lin', true],
    ])
    const listed = (await call(t.app, E.signalList, undefined, user)).json
      .data as SignalListResponse
    expect(listed.items.find((s) => s.id === provider.id)).toMatchObject({
      avg_score: 3,
      reviews: 2,
    })
  })

  it('answers 400 with the field’s message for a reply_of no review id can be (issue 26 item 7)', async () => {
    // Beyond 64 bits once answered 500: the bigint column refused it.
    const cases: [unknown, string, string][] = [
      [2 ** 63, 'validation.max', 'The reply must be at most 9007199254740991'],
      [1e20, 'validation.max', 'The reply must be at most 9007199254740991'],
      [Number.MAX_SAFE_INTEGER + 1, 'validation.max', 'The reply must be at most 9007199254740991'],
      [0, 'validation.min', 'The reply must be at least 1'],
      [-5, 'validation.min', 'The reply must be at least 1'],
      [1.5, 'validation.integer', 'The reply must be a whole number'],
      ['12abc', 'validation.number', 'The reply must be a number'],
    ]
    for (const [replyOf, id, text] of cases) {
      const res = await call(
        t.app,
        E.signalReview,
        { signal_id: provider.id, reply_of: replyOf, comment: 'hello' } as never,
        user,
      )
      expect(res.status, String(replyOf)).toBe(400)
      expect(res.json.errors, String(replyOf)).toEqual([
        { path: 'reply_of', message: expect.objectContaining({ id }), text },
      ])
    }
  })

  it('needs a session to read signals or review', async () => {
    expect((await call(t.app, E.signalList)).status).toBe(401)
    expect(
      (await call(t.app, E.signalReview, { signal_id: provider.id, score: 5, comment: 'x' }))
        .status,
    ).toBe(401)
  })
})
