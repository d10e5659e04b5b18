import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { QuantKind } from '@atb/contract'
import { backtest } from '../backtest/backtest'
import { demoEvents } from '../backtest/events'
import type { Tick } from '../core/types'
import { PaperExchange } from '../exchange/paper'
import { perpTickOf, symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'
import { seededRandom } from '../market/synthetic'
import { Runner } from '../runner/runner'
import { MemoryStore } from '../runner/store'
import { runnableQuantKinds } from '../quant'
import type { BarSource } from '../signals/ma-cross'
import { signalSourceFor } from '../signals/sources'
import { parseConfig, strategyOf } from '../strategies/registry'

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heap = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

const spec = symbolSpec('BENCHUSDT', 'spot', {
  base: 'BENCH',
  quote: 'USDT',
  tickSize: '0.01',
  stepSize: '0.001',
  minNotional: '5',
  makerFee: '0.001',
  takerFee: '0.001',
})

/** A seeded random walk, one tick per second, that crosses grid levels now and then. */
function feed(count: number, seed = 1): Tick[] {
  const rnd = seededRandom(seed)
  let price = 100
  const ticks: Tick[] = []
  for (let i = 0; i < count; i++) {
    price = Math.min(119, Math.max(81, price * (1 + (rnd() - 0.5) * 0.002)))
    ticks.push({ symbol: spec.symbol, time: i * 1000, price: Math.round(price * 100) / 100 })
  }
  return ticks
}

async function gridWorld(bots: number) {
  const venue = new PaperExchange({ symbols: [spec] })
  venue.tick({ symbol: spec.symbol, time: 0, price: 100 })
  const runner = new Runner(venue, new MemoryStore())
  const configs = await Promise.all(
    [10, 20, 30].map((n, i) =>
      parseConfig('spot_grid', {
        exchange_name: 'paper',
        coin_symbol: spec.symbol,
        coin_base_asset: 'BENCH',
        coin_quote_asset: 'USDT',
        number_of_grid: n,
        coin_per_grid: 25,
        space_of_grid: 1,
        lower_price: 80 + i * 2,
        upper_price: 120 - i * 2,
      }),
    ),
  )
  const before = heap()
  for (let i = 0; i < bots; i++) {
    runner.add({
      id: `bot${i}`,
      kind: 'spot_grid',
      config: configs[i % configs.length],
      symbols: [spec.symbol],
      time: 0,
      prices: { [spec.symbol]: 100 },
    })
  }
  const perBot = (heap() - before) / bots
  return { runner, perBot }
}

/** Wall-clock and CPU seconds: on a shared machine the CPU figure is the one that says what one core does. */
function drive(runner: Runner, ticks: Tick[]) {
  const started = performance.now()
  const cpu = process.cpuUsage()
  for (const t of ticks) runner.tick(t)
  const used = process.cpuUsage(cpu)
  return { wall: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6 }
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

const here = path.dirname(fileURLToPath(import.meta.url))
const fixtures = [path.join(here, '../backtest/fixtures'), path.join(here, '../quant/fixtures')]

/**
 * A quant kind's config for the bench: its checked-in backtest config (the first fixture whose
 * name holds the kind, `trend-following` for `trend_following`), else the fields every quant kind
 * shares, on 1-hour bars with the kind's defaults.
 */
function quantConfig(kind: QuantKind): Record<string, unknown> {
  const slug = kind.replaceAll('_', '-')
  for (const dir of fixtures) {
    const file = readdirSync(dir)
      .sort()
      .find((f) => f.includes(slug) && f.endsWith('.config.json'))
    if (file) return JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as never
  }
  return { total_amount: 1000, order_amount: 500, interval: '1h' }
}

/**
 * `bots` quant bots of one kind on one feed, as the host runs them: each tick goes to the runner
 * and to every bot's own signal source (its rule over bars of its interval); a signal goes to its bot.
 */
async function quantWorld(kind: QuantKind, bots: number) {
  // Market neutral trades the pair's perpetual too, which ticks first at the pair's price.
  const legs = strategyOf(kind).legs?.(spec) ?? [spec]
  const venue = new PaperExchange({ symbols: legs })
  if (legs.length > 1) venue.tick(perpTickOf({ symbol: spec.symbol, time: 0, price: 100 }))
  venue.tick({ symbol: spec.symbol, time: 0, price: 100 })
  const runner = new Runner(venue, new MemoryStore())
  const config = await parseConfig(kind, {
    ...quantConfig(kind),
    exchange_name: 'paper',
    coin_symbol: spec.symbol,
    coin_base_asset: 'BENCH',
    coin_quote_asset: 'USDT',
    total_amount: 1000,
    order_amount: 100,
  })
  const sources: BarSource[] = []
  for (let i = 0; i < bots; i++) {
    runner.add({
      id: `q${i}`,
      kind,
      config,
      symbols: legs.map((s) => s.symbol),
      time: 0,
      prices: Object.fromEntries(legs.map((s) => [s.symbol, 100])),
    })
    const source = signalSourceFor(kind, config)
    if (source) sources.push(source.create())
  }
  return { runner, sources, perp: legs.length > 1 }
}

/** Drives a quant world: the runner and each bot's rule read every tick; signals reach their bots. */
function driveQuant(
  { runner, sources, perp }: Awaited<ReturnType<typeof quantWorld>>,
  ticks: Tick[],
) {
  const started = performance.now()
  const cpu = process.cpuUsage()
  let signals = 0
  for (const t of ticks) {
    if (perp) runner.tick(perpTickOf(t))
    runner.tick(t)
    for (let i = 0; i < sources.length; i++) {
      const signal = sources[i]!.price(t.time, t.price)
      if (signal) {
        signals++
        runner.send(`q${i}`, { type: 'signal', symbol: spec.symbol, ...signal })
      }
    }
  }
  const used = process.cpuUsage(cpu)
  return {
    wall: (performance.now() - started) / 1000,
    cpu: (used.user + used.system) / 1e6,
    signals,
  }
}

async function main() {
  console.log(`Engine benchmark · Node ${process.version} · ${process.arch}\n`)

  const one = await gridWorld(1)
  const oneTicks = feed(2_000_000, 7)
  drive(one.runner, oneTicks.slice(0, 200_000))
  const oneRun = drive(one.runner, oneTicks)
  console.log(
    `1 grid bot:             ${fmt(oneTicks.length / oneRun.wall)} bot-ticks/s wall, ${fmt(oneTicks.length / oneRun.cpu)} per CPU-second (${fmt(oneTicks.length)} ticks in ${oneRun.wall.toFixed(2)} s)`,
  )

  const N = 10_000
  const many = await gridWorld(N)
  const manyTicks = feed(Number(process.env.BENCH_TICKS ?? 1_000), 11)
  drive(many.runner, feed(100, 3))
  const manyRun = drive(many.runner, manyTicks)
  const fills = many.runner.bots().reduce((n, b) => n + b.state.seq, 0)
  console.log(
    `${fmt(N)} grid bots, 1 feed: ${fmt((N * manyTicks.length) / manyRun.wall)} bot-ticks/s wall, ${fmt((N * manyTicks.length) / manyRun.cpu)} per CPU-second (${fmt(N * manyTicks.length)} bot-ticks in ${manyRun.wall.toFixed(2)} s, ${fmt(fills)} orders placed in all)`,
  )
  console.log(
    `memory per idle bot:    ${(many.perBot / 1024).toFixed(1)} KB (grid bots of 10–30 grids, with their paper account and stored record)`,
  )

  const candles = loadCandles('binance-perp-WLD-USDT-3m.csv')
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const kind of ['spot_grid', 'spot_martingale'] as const) {
    const config = JSON.parse(
      readFileSync(
        path.join(here, `../backtest/fixtures/wld-${kind.replace('_', '-')}.config.json`),
        'utf8',
      ),
    ) as unknown
    const times: number[] = []
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      await backtest({ kind, config, candles, spec: symbolSpec('WLDUSDT') })
      times.push(performance.now() - started)
    }
    const best = Math.min(...times)
    console.log(
      `backtest ${kind.padEnd(16)} ${fmt(candles.length / (best / 1000))} candles/s (${fmt(candles.length)} candles in ${best.toFixed(0)} ms best of 3; first run ${times[0]!.toFixed(0)} ms)`,
    )
  }

  // Quant kinds (decision 046): every kind the engine can run, so new rules appear here by themselves.
  const Q = 1_000
  const quantTicks = Number(process.env.BENCH_QUANT_TICKS ?? 20_000)
  for (const kind of runnableQuantKinds()) {
    // One tick a minute: 20,000 ticks are about 330 one-hour bars, past every rule's warm-up.
    const ticks = feed(quantTicks, 13).map((t) => ({ ...t, time: t.time * 60 }))
    const world = await quantWorld(kind, Q)
    const run = driveQuant(world, ticks)
    const fills = world.runner.bots().reduce((n, b) => n + b.state.seq, 0)
    console.log(
      `${fmt(Q)} ${kind} bots, 1 feed: ${fmt((Q * ticks.length) / run.wall)} bot-ticks/s wall, ${fmt((Q * ticks.length) / run.cpu)} per CPU-second (${fmt(Q * ticks.length)} bot-ticks in ${run.wall.toFixed(2)} s, ${fmt(run.signals)} signals, ${fmt(fills)} orders placed in all)`,
    )
  }
  for (const kind of runnableQuantKinds()) {
    const config = {
      ...quantConfig(kind),
      exchange_name: 'paper',
      coin_symbol: 'WLDUSDT',
      coin_base_asset: 'WLD',
      coin_quote_asset: 'USDT',
    }
    const times: number[] = []
    let trades = 0
    for (let i = 0; i < 3; i++) {
      const started = performance.now()
      // The signals are part of the cost: the rule reads the same candles, as the CLI's backtest does.
      const events = demoEvents(kind, candles, 'WLDUSDT', config)
      const r = await backtest({ kind, config, candles, spec: symbolSpec('WLDUSDT'), events })
      times.push(performance.now() - started)
      trades = r.trades.length
    }
    const best = Math.min(...times)
    console.log(
      `backtest ${kind.padEnd(16)} ${fmt(candles.length / (best / 1000))} candles/s (${fmt(candles.length)} candles in ${best.toFixed(0)} ms best of 3; first run ${times[0]!.toFixed(0)} ms; ${fmt(trades)} trades)`,
    )
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
