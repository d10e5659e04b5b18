import { eq } from 'drizzle-orm'
import type { KeyedExchange } from '@atb/contract'
import { PRODUCTION_URLS } from '../services/key-verifier'
import {
  CcxtAdapter,
  OandaAdapter,
  oandaAccountSummary,
  type BalanceView,
  type Credentials,
  type WorkerAdapter,
} from '@atb/engine'
import type { Db } from '../db'
import { bots } from '../db/schema'
import type { Background } from '../lib/background'
import type { Clock } from '../lib/deps'
import { ApiFailure } from '../lib/errors'
import { closeBot } from '../services/bots/close'
import type { NotifyDeps } from '../services/notifications/notify'
import type { BotRuntime, StopOutcome } from '../services/bots/runtime'
import type { ExchangeAccess } from '../services/exchange-access'
import type { TradingHost } from './host'
import type { BotSnapshot } from './host-ops'
import { heldOf } from './pnl'
import { accountOf } from './runtime'

/** What an account holds, free and locked together: what a stopped bot gives back. */
function held(balances: Record<string, BalanceView>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(balances).map(([asset, b]) => [asset, heldOf(b).toFixed()]),
  )
}

const outcomeOf = (s: BotSnapshot): StopOutcome => ({
  balances: held(s.balances),
  prices: s.prices,
})

const notHosted = (error: unknown) =>
  error instanceof ApiFailure && error.code === 'record_not_found'

async function rowOf(db: Db, id: string) {
  const [row] = await db.select().from(bots).where(eq(bots.id, id))
  if (!row) throw new ApiFailure('record_not_found')
  return row
}

/**
 * The bot API's runtime (decision 036) over the hosted runner (decision 035). A bot this process
 * does not drive (in error, or never resumed) is stopped from its stored paper account.
 */
export function hostRuntime(host: TradingHost, db: Db): BotRuntime {
  return {
    lease: () => host.newLease(),
    async start(row) {
      await host.startBot(row.id)
    },
    async pause(id) {
      await host.pause(id)
    },
    async resume(id) {
      await host.resume(id)
    },
    async stop(id, mode) {
      try {
        return outcomeOf(await host.stop(id, mode))
      } catch (error) {
        if (!notHosted(error)) throw error
        const account = accountOf(await rowOf(db, id))
        return { balances: account ? held(account.balances) : {}, prices: {} }
      }
    },
    async update(id, config, fingerprint) {
      // The API bumps config_version after this resolves; new order ids carry the new version.
      const row = await rowOf(db, id)
      await host.update(id, config, row.configVersion + 1, fingerprint)
    },
    async preview(id, config) {
      const row = await rowOf(db, id)
      return host.preview(id, config, row.configVersion + 1)
    },
    async holding(id) {
      try {
        return host.holding(id)
      } catch (error) {
        if (notHosted(error)) return null
        throw error
      }
    },
    async sell(id, qty) {
      return host.sell(id, qty)
    },
    async plot(id) {
      try {
        return host.plot(id)
      } catch (error) {
        if (notHosted(error)) return null
        throw error
      }
    },
    async snapshot(id) {
      try {
        const s = host.snapshot(id)
        return {
          status: s.status,
          reason: s.reason,
          prices: outcomeOf(s).prices,
          balances: s.balances,
          openOrders: s.openOrders,
        }
      } catch (error) {
        if (notHosted(error)) return null
        throw error
      }
    },
  }
}

/**
 * A bot that ends by itself (take profit, stop loss) moves to history and frees its funds. The
 * closing runs as background work, so whoever drains it (server close, tests) knows it is done.
 */
export function closeSelfStops(
  host: TradingHost,
  db: Db,
  clock: Clock,
  background: Background,
  notifyDeps?: NotifyDeps,
) {
  host.onSelfStop((id) =>
    background.run(`closing stopped bot ${id}`, async () => {
      await host.flush()
      const snapshot = host.snapshot(id)
      await closeBot(db, id, outcomeOf(snapshot), {
        mode: null,
        reason: snapshot.reason ?? { code: 'stopped' },
        time: clock.now(),
        cause: 'self',
        ...(notifyDeps ? { notify: notifyDeps } : {}),
      })
    }),
  )
}

/** A ccxt client per connected key, on the exchange's hosts or the configured local fakes. */
export const ccxtConnect =
  (urls: Partial<Record<KeyedExchange, string>>) =>
  (venue: 'binance' | 'okx', credentials: Credentials) =>
    new CcxtAdapter({ venue, credentials, ...(urls[venue] ? { baseUrl: urls[venue] } : {}) }, venue)

/**
 * The order worker's adapter per connected key: ccxt for Binance and OKX, the OANDA adapter for
 * forex and gold (the key form's api_key is the account id, secret_key the token).
 */
export const workerConnect =
  (urls: Partial<Record<KeyedExchange, string>>) =>
  (venue: KeyedExchange, credentials: Credentials): WorkerAdapter =>
    venue === 'oanda'
      ? new OandaAdapter({
          accountId: credentials.apiKey,
          token: credentials.secret,
          url: urls.oanda ?? PRODUCTION_URLS.oanda,
        })
      : ccxtConnect(urls)(venue, credentials)

/** Free balances at a connected venue, read with the user's key (the create rules' balance check). */
export function exchangeBalances(
  access: ExchangeAccess,
  urls: Partial<Record<KeyedExchange, string>>,
): (userId: string, exchange: KeyedExchange) => Promise<Record<string, string>> {
  return async (userId, exchange) => {
    const credentials = await access.credentials(userId, exchange)
    if (exchange === 'oanda') {
      const summary = await oandaAccountSummary({
        accountId: credentials.apiKey,
        token: credentials.secret,
        ...(urls.oanda ? { url: urls.oanda } : {}),
      })
      return { [summary.currency]: summary.balance }
    }
    const balances = await ccxtConnect(urls)(exchange, credentials).balances(exchange)
    return Object.fromEntries(Object.entries(balances).map(([asset, b]) => [asset, b.free]))
  }
}
