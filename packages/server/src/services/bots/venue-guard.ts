import type { Deps } from '../../lib/deps'
import type { TradingHost } from '../../trading/host'
import { pauseForCoins, pauseForVenue, resumeAfterVenue } from './lifecycle'

/**
 * Decision 092: an account's exchange that fails every request for a while pauses its bots there,
 * and its coming back resumes the ones it paused. In the background, never in the worker's pass.
 */
export function followVenueHealth(deps: Deps, host: TradingHost): void {
  host.onVenueHealth(({ userId, exchange, down, since }) =>
    deps.background.run(`venue ${exchange} ${down ? 'down' : 'back'}`, async () => {
      const t = deps.trading
      if (!t) return
      if (down) await pauseForVenue(deps, t, userId, exchange, since ?? deps.clock.now().getTime())
      else await resumeAfterVenue(deps, t, userId, exchange)
    }),
  )
}

/**
 * Issue 28: coins sold or moved on the exchange outside the bots pause the bots that count them,
 * with the reason and a notice. In the background, never in the worker's pass.
 */
export function followCoinsOutside(deps: Deps, host: TradingHost): void {
  host.onCoinsShort((short) =>
    deps.background.run(`coins short ${short.exchange} ${short.asset}`, async () => {
      if (deps.trading) await pauseForCoins(deps, deps.trading, short)
    }),
  )
}
