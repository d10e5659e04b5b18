import {
  endpoints as E,
  type AnyEndpoint,
  type BotListResponse,
  type BotSummary,
  type BotView,
  type MarketClockResponse,
  type ProfitEvent,
  type ProfitSummaryResponse,
} from '@atb/contract'
import { D, type Dec } from '@atb/engine'

/** One API call's data (GET as a query, POST as a body), as the signed-in user. */
export type Read = <T>(endpoint: AnyEndpoint, input?: Record<string, unknown>) => Promise<T>

interface Case {
  ok: boolean
  /** What differed, shown for the first few mismatches. */
  detail: string
}

/** Prints one check (its cases, how many held) and returns how many did not. */
function check(name: string, cases: Case[]): number {
  const bad = cases.filter((c) => !c.ok)
  const mark = bad.length === 0 ? '✓' : '✗'
  console.log(`${mark} ${name}: ${cases.length - bad.length} of ${cases.length} agree`)
  for (const c of bad.slice(0, 5)) console.log(`    ${c.detail}`)
  return bad.length
}

const eq = (a: Dec | string, b: Dec | string, what: string): Case => ({
  ok: new D(a).eq(b),
  detail: `${what}: ${a.toString()} ≠ ${b.toString()}`,
})
const sum = (values: readonly (string | null | undefined)[]) =>
  values.reduce<Dec>((s, v) => s.add(v ?? 0), new D(0))

async function allPages<T>(read: Read, endpoint: AnyEndpoint, input: Record<string, unknown>) {
  const items: T[] = []
  for (let page = 1; ; page++) {
    const data = await read<{ items: T[]; total: number }>(endpoint, {
      ...input,
      page,
      page_size: 100,
    })
    items.push(...data.items)
    if (data.items.length === 0 || items.length >= data.total) return items
  }
}

/**
 * Reads every figure of the user's bots through the API, with the market held still, and checks
 * that they agree: the list with the pages, the totals with the items, each page with itself,
 * the profit history with the pages and the profit summary, and every time with the market clock.
 * Returns the number of mismatches.
 */
export async function auditFigures(
  read: Read,
  ids: readonly string[],
  zone: string,
): Promise<number> {
  const items = await allPages<BotSummary>(read, E.botList, {})
  const { totals } = await read<BotListResponse>(E.botList, { page_size: 1 })
  const views = new Map<string, BotView>()
  for (const id of ids) views.set(id, await read<BotView>(E.botView, { id }))
  const summary = await read<ProfitSummaryResponse>(E.profitSummary)
  const events = await allPages<ProfitEvent>(read, E.profitHistory, {})
  const clock = await read<MarketClockResponse>(E.marketClock)
  const byBot = new Map<string, ProfitEvent[]>()
  for (const e of events) byBot.set(e.bot_id, [...(byBot.get(e.bot_id) ?? []), e])
  const page = (id: string) => views.get(id)!.performance
  const trips = ids.reduce((s, id) => s + page(id).round_trips, 0)
  console.log(
    `read           ${items.length} list items, ${views.size} bot pages, ${events.length} profit events (${sum(events.map((e) => e.profit)).toFixed(4)}), ${trips} round trips`,
  )
  let n = 0

  n += check(
    'every bot created is listed, and has fills',
    ids.map((id) => {
      const item = items.find((i) => i.id === id)
      return {
        ok: Boolean(item && item.trades > 0),
        detail: `${id}: ${item?.trades ?? 'not'} listed trades`,
      }
    }),
  )
  n += check(
    'list item = bot page (total, investment, grid profit, realised, fees, trades)',
    items.flatMap((i) => {
      const p = page(i.id)
      return [
        eq(i.total_pnl, p.total_pnl, `${i.id} total`),
        eq(i.investment, p.allocation, `${i.id} investment`),
        eq(i.grid_profit ?? '0', p.grid_profit ?? '0', `${i.id} grid profit`),
        eq(i.realized_pnl, p.realized_pnl, `${i.id} realised`),
        eq(i.fees, p.fees, `${i.id} fees`),
        eq(i.today_pnl ?? 'null', views.get(i.id)!.today_pnl ?? 'null', `${i.id} today`),
        { ok: i.trades === p.trade_count, detail: `${i.id} trades ${i.trades} ≠ ${p.trade_count}` },
      ]
    }),
  )
  n += check(
    'list totals = sum of the items, per currency',
    totals.flatMap((t) => {
      const mine = items.filter((i) => i.currency === t.currency)
      return [
        { ok: t.bots === mine.length, detail: `${t.currency} bots ${t.bots} ≠ ${mine.length}` },
        eq(t.total_pnl, sum(mine.map((i) => i.total_pnl)), `${t.currency} total`),
        eq(t.investment, sum(mine.map((i) => i.investment)), `${t.currency} investment`),
        eq(t.today_pnl, sum(mine.map((i) => i.today_pnl ?? '0')), `${t.currency} today`),
      ]
    }),
  )
  n += check(
    'page total = realised + unrealised − fees = equity − allocation',
    ids.flatMap((id) => {
      const p = page(id)
      const total = new D(p.realized_pnl).add(p.unrealized_pnl).sub(p.fees)
      return [
        eq(p.total_pnl, total, `${id} realised + unrealised − fees`),
        eq(p.total_pnl, new D(p.equity).sub(p.allocation), `${id} equity − allocation`),
      ]
    }),
  )
  const grids = ids.filter((id) => page(id).grid_profit !== null)
  n += check(
    `grid profit + trend = total; grid profit = the round trips (${grids.length} grids)`,
    grids.flatMap((id) => {
      const p = page(id)
      const v = views.get(id)!
      const trips = sum(v.round_trips.map((t) => t.profit))
      return [
        eq(new D(p.grid_profit!).add(p.trend_pnl!), p.total_pnl, `${id} grid + trend`),
        // The page lists every trip only while they fit; the count says whether they all do.
        v.round_trips.length === p.round_trips
          ? eq(p.grid_profit!, trips, `${id} grid profit vs its ${p.round_trips} trips`)
          : { ok: true, detail: '' },
      ]
    }),
  )
  n += check(
    `profit history (${events.length} events) per bot = page realised − fees, one event a fill`,
    ids.flatMap((id) => {
      const p = page(id)
      const mine = byBot.get(id) ?? []
      return [
        eq(sum(mine.map((e) => e.profit)), new D(p.realized_pnl).sub(p.fees), `${id} events`),
        eq(
          sum(mine.map((e) => e.realized)).sub(sum(mine.map((e) => e.fee))),
          sum(mine.map((e) => e.profit)),
          `${id} realised − fee = profit`,
        ),
        {
          ok: mine.length === p.trade_count,
          detail: `${id}: ${mine.length} events, ${p.trade_count} fills`,
        },
      ]
    }),
  )
  n += check(
    `profit summary = the list's totals; its days (in ${zone}) add up to them; today = the list's`,
    summary.summaries.flatMap((s) => {
      const mine = items.filter((i) => i.currency === s.currency)
      return [
        eq(s.all, sum(mine.map((i) => i.total_pnl)), `${s.currency} all vs the list's totals`),
        eq(s.all, sum(s.by_bot.map((b) => b.profit)), `${s.currency} all vs by bot`),
        eq(s.all, sum(s.by_pair.map((b) => b.profit)), `${s.currency} all vs by pair`),
        eq(s.all, sum(s.days.map((d) => d.profit)), `${s.currency} all vs days`),
        eq(s.today, sum(mine.map((i) => i.today_pnl ?? '0')), `${s.currency} today vs the list`),
        ...s.by_bot.map((b) =>
          eq(b.profit, mine.find((i) => i.id === b.bot_id)?.total_pnl ?? 'missing', `${b.bot_id}`),
        ),
      ]
    }),
  )
  n += check(
    "realised events (profit history) per currency = the bots' realised − fees",
    summary.summaries.map((s) =>
      eq(
        sum(events.filter((e) => e.currency === s.currency).map((e) => e.profit)),
        sum(
          items
            .filter((i) => i.currency === s.currency)
            .map((i) => new D(i.realized_pnl).sub(i.fees).toFixed()),
        ),
        `${s.currency} events`,
      ),
    ),
  )
  const now = clock.time
  // The calendar day of the market's present where the viewer is.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now)
  const times: [string, number][] = [
    ['profit summary now', summary.now],
    ...events.map((e): [string, number] => [`event ${e.id}`, e.time]),
    ...ids.flatMap((id) => {
      const v = views.get(id)!
      return [
        [`${id} created`, Date.parse(v.created_at)] as [string, number],
        [`${id} runtime end`, Date.parse(v.created_at) + v.performance.runtime_ms] as [
          string,
          number,
        ],
        ...v.recent_fills.map((f): [string, number] => [`${id} fill ${f.seq}`, f.time]),
        ...v.round_trips.map((t): [string, number] => [
          `${id} trip close ${t.close.seq}`,
          t.close.time,
        ]),
        ...v.equity_curve.map((e): [string, number] => [`${id} equity point`, e.time]),
      ]
    }),
  ]
  n += check(`no time after the market clock (${new Date(now).toISOString()})`, [
    ...times.map(([what, time]) => ({
      ok: time <= now,
      detail: `${what}: ${new Date(time).toISOString()}`,
    })),
    ...summary.summaries.flatMap((s) =>
      s.days.map((d) => ({ ok: d.date <= today, detail: `${s.currency} profit day ${d.date}` })),
    ),
  ])
  return n
}
