import type { Deps } from '../../lib/deps'
import type { TradingHost } from '../../trading/host'
import { pauseForVenue, resumeAfterVenue } from './lifecycle'

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
