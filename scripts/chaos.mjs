#!/usr/bin/env node
// `npm run test:chaos [-- --runs N --minutes M | --passes P]`: issue 28's chaos runs (live grids
// on the fake Binance and OKX, DCA and a grid on the fake OANDA), longer than the short form
// `npm test` runs: by default 10 minutes of market time each (a pass is 2 s, so 300 passes). Each
// run has a fresh seed that it prints first, so a failure can be replayed with
// CHAOS_SEED=<seed> CHAOS_PASSES=<P> npx vitest run packages/server/src/trading/chaos*.test.ts.
import { spawnSync } from 'node:child_process'
import { randomInt } from 'node:crypto'

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? Number(process.argv[at + 1]) : fallback
}
const runs = arg('runs', 3)
/** One pass of the chaos tests moves their clock 2 s. */
const passes = arg('passes', arg('minutes', 10) * 30)
let failed = 0
for (let i = 0; i < runs; i++) {
  const seed = randomInt(1, 2 ** 31 - 1)
  console.log(`chaos: run ${i + 1} of ${runs}, seed ${seed}, ${passes} passes`)
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      'packages/server/src/trading/chaos.test.ts',
      'packages/server/src/trading/chaos-oanda.test.ts',
      '--silent=false',
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, CHAOS_SEED: String(seed), CHAOS_PASSES: String(passes) },
    },
  )
  if (run.status !== 0) {
    failed++
    console.log(`chaos: seed ${seed} FAILED`)
  }
}
console.log(`chaos: ${runs - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
