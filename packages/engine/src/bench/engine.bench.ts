import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { backtest } from '../backtest/backtest'
import type { Tick } from '../core/types'
import { PaperExchange } from '../exchange/paper'
import { symbolSpec } from '../exchange/specs'
import { loadCandles } from '../market/candles'
import { seededRandom } from '../market/synthetic'
import { Runner } from '../runner/runner'
import { MemoryStore } from '../runner/store'
import { parseConfig } from '../strategies/registry'

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
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
