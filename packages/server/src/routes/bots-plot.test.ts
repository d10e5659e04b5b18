import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints as E, type BotPlotResponse } from '@atb/contract'
import { PLOT_BARS } from '@atb/engine'
import { call, databaseKinds, signup, startTestApp, type TestApp } from '../test/harness'
import { createGrid, positionBot, trade } from '../test/bots-kit'

const QUARTER = 15 * 60_000

describe.each(databaseKinds)('/robot/plot on %s', (kind) => {
  let t: TestApp
  let token: string
  let id: string
  const plot = (botId: string, as = token) => call(t.app, E.botPlot, { id: botId }, as)

  beforeAll(async () => {
    t = await startTestApp(kind)
    token = await signup(t, 'plotter@example.com')
    const created = await call(t.app, E.botCreate, positionBot, token)
    expect(created.status).toBe(200)
    id = created.json.data.id as string
    // The host warms the rule up from the feed's history as the bot starts.
    await trade(t, 1)
  })
  afterAll(() => t.close())

  it('draws a running bot’s candles and its rule’s average over the whole window from the start', async () => {
    const res = await plot(id)
    expect(res.status).toBe(200)
    const data = res.json.data as BotPlotResponse
    expect(data.interval).toBe('15m')
    expect(data.candles).toHaveLength(PLOT_BARS)
    for (const [time] of data.candles) expect(time % QUARTER).toBe(0)
    expect(data.lines.map((l) => [l.name, l.axis])).toEqual([['SMA 20', 'price']])
    // Warmed with its warm-up plus the chart's bars: the average covers the window.
    const points = data.lines[0]!.points
    expect(points).toHaveLength(PLOT_BARS)
    const closes = new Map(data.candles.map(([time, , , , close]) => [time, close]))
    // The last point is the mean of the last 20 closed bars' closes.
    const last = points.at(-1)!
    const window = data.candles.filter(([time]) => time <= last.time).slice(-20)
    expect(window).toHaveLength(20)
    expect(last.value).toBeCloseTo(window.reduce((sum, c) => sum + c[4], 0) / 20, 6)
    expect(closes.has(last.time)).toBe(true)
    expect(data.shapes).toEqual([])
    // Decisions made during the warm-up are not the bot's.
    expect(data.marks).toEqual([])
  })

  it('marks the decisions the running bot followed, with their reasons', async () => {
    // The test market swings every six hours: within a day the close crosses its average.
    await trade(t, 24 * 60)
    const data = (await plot(id)).json.data as BotPlotResponse
    expect(data.marks.length).toBeGreaterThan(1)
    for (const mark of data.marks) {
      expect(mark.time % QUARTER).toBe(0)
      expect(mark.reason).toBe(
        mark.side === 'BUY' ? 'close above SMA 20 for 1 bar' : 'close below SMA 20 for 1 bar',
      )
    }
    // Each change is said once: the sides alternate.
    for (let i = 1; i < data.marks.length; i++)
      expect(data.marks[i]!.side).not.toBe(data.marks[i - 1]!.side)
    // The bot followed them: it bought on a BUY.
    const orders = await call(t.app, E.botOrders, { bot_id: id }, token)
    const items = orders.json.data.items as { side: string; status: string }[]
    expect(items.some((o) => o.side === 'buy' && o.status === 'filled')).toBe(true)
  }, 120_000)

  it('keeps the lines of a stopped bot, drawn from the same history', async () => {
    const other = await call(t.app, E.botCreate, positionBot, token)
    const otherId = other.json.data.id as string
    await trade(t, 1)
    expect((await call(t.app, E.botStop, { id: otherId, mode: 'keep' }, token)).status).toBe(200)
    const data = (await plot(otherId)).json.data as BotPlotResponse
    expect(data.lines[0]!.points).toHaveLength(PLOT_BARS)
    expect(data.marks).toEqual([])
  }, 60_000)

  it('is the owner’s only, and refuses a bot that follows no rule', async () => {
    const stranger = await signup(t, 'stranger@example.com')
    const theirs = await plot(id, stranger)
    expect(theirs.status).toBe(404)
    expect(theirs.json.code).toBe('record_not_found')
    const grid = await createGrid(t, token)
    const refused = await plot(grid.json.data.id as string)
    expect(refused.status).toBe(400)
    expect(refused.json.code).toBe('kind_not_plotted')
    expect(refused.json.description).toBe('This kind of bot has no plot')
  })
})
