import type { Deps } from '../../lib/deps'
import { sweepProfitShares } from '../wallet/profit-share'
import { pauseForLowWallet } from './lifecycle'

/** One profit-share sweep with the bot API's pause (decision 067); without trading, nothing to pause. */
export async function runProfitShareSweep(deps: Deps): Promise<void> {
  const t = deps.trading
  await sweepProfitShares(deps, t, async (botId, userId) => {
    if (t) await pauseForLowWallet(deps, t, userId, botId)
  })
}

/** Runs the sweep every `everyMs` (0: never; tests call `runProfitShareSweep`); returns the stop. */
export function startProfitShareSweep(deps: Deps, everyMs: number): () => void {
  if (everyMs <= 0) return () => {}
  let busy = false
  const timer = setInterval(() => {
    if (busy) return
    busy = true
    deps.background.run('profit share', () =>
      runProfitShareSweep(deps).finally(() => (busy = false)),
    )
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
