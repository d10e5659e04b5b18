import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join as joinPath } from 'node:path'
import { apiErrors, endpoints as E, type EventCreateInput, type EventView } from '@atb/contract'
import { createEvent, endEvent } from '../services/community/events'
import { runCommunity } from '../cli/community'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'

const HOUR = 3_600_000

/** Events (decision 071): content per language with English fallback, one join per user, refusals. */
describe.each(databaseKinds)('events on %s', (kind) => {
  let t: TestApp
  let alice: string
  const iso = (offset: number) => new Date(t.clock.now().getTime() + offset).toISOString()
  const event = (over: Partial<EventCreateInput> = {}): EventCreateInput => ({
    title: { en: 'Grid week', th: 'สัปดาห์กริด', zh: '网格周' },
    summary: { en: 'Run a grid bot', th: 'รันบอทกริด', zh: '运行网格机器人' },
    body: {
      en: 'Start any grid bot this week.',
      th: 'เริ่มบอทกริดใดก็ได้ในสัปดาห์นี้',
      zh: '本周启动任意网格机器人。',
    },
    how_to_join: { en: 'Press Join.', th: 'กดเข้าร่วม', zh: '点击参加。' },
    starts_at: iso(-HOUR),
    ends_at: iso(7 * 24 * HOUR),
    capacity: null,
    ...over,
  })
  const get = async (id: string, token: string, locale = 'en') =>
    (await call(t.app, E.eventGet, { id, locale } as never, token)).json.data as EventView
  const join = (id: string, token: string) => call(t.app, E.eventJoin, { id }, token)

  beforeAll(async () => {
    t = await startTestApp(kind)
    alice = await signup(t, 'alice@events.test')
  })
  afterAll(() => t.close())

  it('serves the user’s language, and English where the operator wrote none', async () => {
    const id = await createEvent(t.deps, event())
    const thai = await get(id, alice, 'th')
    expect(thai).toMatchObject({ title: 'สัปดาห์กริด', body: 'เริ่มบอทกริดใดก็ได้ในสัปดาห์นี้', locale: 'th' })
    const chinese = await get(id, alice, 'zh')
    expect(chinese).toMatchObject({ title: '网格周', how_to_join: '点击参加。', locale: 'zh' })
    const korean = await get(id, alice, 'ko')
    expect(korean).toMatchObject({ title: 'Grid week', summary: 'Run a grid bot', locale: 'en' })
    expect(korean).toMatchObject({
      phase: 'current',
      joined_at: null,
      joined_count: 0,
      capacity: null,
    })
  })

  it('lists by tab: current ending soonest, upcoming starting soonest, past ending latest', async () => {
    const soon = await createEvent(
      t.deps,
      event({ starts_at: iso(2 * HOUR), ends_at: iso(3 * HOUR) }),
    )
    const later = await createEvent(
      t.deps,
      event({ starts_at: iso(5 * HOUR), ends_at: iso(9 * HOUR) }),
    )
    const over = await createEvent(
      t.deps,
      event({ starts_at: iso(-9 * HOUR), ends_at: iso(-2 * HOUR) }),
    )
    const list = async (phase: string) =>
      (await call(t.app, E.eventList, { phase, locale: 'vi' } as never, alice)).json.data
        .items as EventView[]
    const upcoming = await list('upcoming')
    expect(upcoming.map((e) => e.id)).toEqual([soon, later])
    expect(upcoming.every((e) => e.phase === 'upcoming' && e.locale === 'en')).toBe(true)
    expect((await list('past')).map((e) => e.id)).toEqual([over])
    expect((await list('current')).every((e) => e.phase === 'current')).toBe(true)
    const bad = await call(t.app, E.eventList, { phase: 'soon' } as never, alice)
    expect(bad.status).toBe(400)
  })

  it('records a join once, however often and however fast it is sent', async () => {
    const id = await createEvent(t.deps, event())
    const first = await join(id, alice)
    expect(first.status).toBe(200)
    expect(first.json.data).toMatchObject({
      joined_count: 1,
      joined_at: t.clock.now().toISOString(),
    })
    t.clock.advance(60_000)
    const again = await Promise.all([join(id, alice), join(id, alice), join(id, alice)])
    for (const r of again) expect(r.json.data).toEqual(first.json.data)
    const bob = await signup(t, 'bob@events.test')
    expect((await get(id, bob)).joined_at).toBeNull()
    expect((await join(id, bob)).json.data.joined_count).toBe(2)
  })

  it('refuses a full event with its message, also to users racing for the last place', async () => {
    const id = await createEvent(t.deps, event({ capacity: 2 }))
    const users = await Promise.all(
      ['c1', 'c2', 'c3', 'c4', 'c5'].map((n) => signup(t, `${n}@events.test`)),
    )
    const replies = await Promise.all(users.map((u) => join(id, u)))
    expect(replies.filter((r) => r.status === 200)).toHaveLength(2)
    const refused = replies.filter((r) => r.status !== 200)
    expect(refused).toHaveLength(3)
    for (const r of refused) {
      expect(r.status).toBe(409)
      expect(r.json).toMatchObject({
        code: 'event_full',
        description: apiErrors.event_full.description,
      })
    }
    expect((await get(id, alice)).joined_count).toBe(2)
    // Those who got in may join again: idempotent even when full.
    const inside = users[replies.findIndex((r) => r.status === 200)]!
    expect((await join(id, inside)).status).toBe(200)
  })

  it('refuses joining an ended event, but answers the join of one who joined before the end', async () => {
    const id = await createEvent(t.deps, event())
    expect((await join(id, alice)).status).toBe(200)
    expect(await endEvent(t.deps.db, t.clock, id)).toBe(true)
    const view = await get(id, alice)
    expect(view.phase).toBe('past')
    expect(new Date(view.ends_at).getTime()).toBe(t.clock.now().getTime())
    const late = await signup(t, 'late@events.test')
    const refused = await join(id, late)
    expect(refused.status).toBe(409)
    expect(refused.json.code).toBe('event_ended')
    expect((await join(id, alice)).json.data.joined_count).toBe(1)
  })

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    const missing = await join('00000000-0000-4000-8000-000000000000', alice)
    expect(missing.status).toBe(404)
    expect(missing.json.code).toBe('record_not_found')
    const malformed = await call(t.app, E.eventGet, { id: "1' or 1=1" } as never, alice)
    expect(malformed.status).toBe(400)
    expect(malformed.json.code).toBe('validation_failed')
  })

  it('lets an operator create, list and end events with the admin CLI', async () => {
    const out: string[] = []
    const err: string[] = []
    const ctx = {
      db: t.deps.db,
      clock: t.clock,
      live: t.deps.live,
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
    }
    const dir = await mkdtemp(joinPath(tmpdir(), 'atb-events-'))
    const file = joinPath(dir, 'event.json')
    await writeFile(file, JSON.stringify(event({ title: { en: 'CLI event' } })))
    expect(await runCommunity(ctx, ['events', 'create'], file)).toBe(0)
    const id = out.pop()!
    expect(err.join('\n')).toContain('title has no th, zh, ko, vi text')
    expect((await get(id, alice, 'th')).title).toBe('CLI event')
    expect(await runCommunity(ctx, ['events', 'list'], undefined)).toBe(0)
    expect(out.some((l) => l.startsWith(id) && l.endsWith('CLI event'))).toBe(true)
    expect(await runCommunity(ctx, ['events', 'end', id], undefined)).toBe(0)
    expect((await get(id, alice)).phase).toBe('past')
    // A bad file is refused with the contract's messages, and nothing is written.
    await writeFile(file, JSON.stringify({ ...event(), ends_at: iso(-2 * HOUR), capacity: 0 }))
    err.length = 0
    expect(await runCommunity(ctx, ['events', 'create'], file)).toBe(2)
    expect(err.some((l) => l.startsWith('ends_at:'))).toBe(true)
    expect(err.some((l) => l.startsWith('capacity:'))).toBe(true)
    expect(await runCommunity(ctx, ['events', 'end', 'nope'], undefined)).toBe(2)
  })
})
