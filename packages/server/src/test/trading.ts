import type { ConnectionStatus, ExchangeName, KeyedExchange } from '@atb/contract'
import type { Credentials } from '@atb/engine'
import type { Db } from '../db'
import { WorkerBacktests } from '../services/bots/backtests'
import type { TradingDeps } from '../services/bots/runtime'
import type { ExchangeAccess } from '../services/exchange-access'
import { LocalLiveHub } from '../services/live-hub'
import { PaperRuntime } from './paper-runtime'
import { TestFeed } from './test-feed'

/** Connection statuses set by the test; paper is always connected, as the real service answers. */
export class TestExchanges implements ExchangeAccess {
  private readonly statuses = new Map<string, ConnectionStatus>()
  /** What each connected exchange account holds, by `user|exchange`. */
  readonly held = new Map<string, Record<string, string>>()

  balances = async (userId: string, exchange: KeyedExchange) =>
    this.held.get(`${userId}|${exchange}`) ?? {}

  set(userId: string, exchange: ExchangeName, status: ConnectionStatus) {
    this.statuses.set(`${userId}|${exchange}`, status)
  }

  async status(userId: string, exchange: ExchangeName): Promise<ConnectionStatus | null> {
    if (exchange === 'paper') return 'connected'
    return this.statuses.get(`${userId}|${exchange}`) ?? null
  }

  async credentials(_userId: string, exchange: KeyedExchange): Promise<Credentials> {
    throw new Error(`No ${exchange} keys in tests`)
  }

  async markInvalid(userId: string, exchange: KeyedExchange): Promise<void> {
    this.set(userId, exchange, 'invalid')
  }
}

export interface TestTrading extends TradingDeps {
  feed: TestFeed
  runtime: PaperRuntime
  exchanges: TestExchanges
  live: LocalLiveHub
  close(): Promise<void>
}

/** The trading side for server tests: the deterministic feed, the in-test runtime, worker backtests. */
export function testTrading(
  db: Db,
  clock: { now(): Date; advance(ms: number): void },
): TestTrading {
  const feed = new TestFeed(clock.now().getTime(), clock)
  const runtime = new PaperRuntime(db, feed)
  const backtests = new WorkerBacktests(1)
  const exchanges = new TestExchanges()
  return {
    feed,
    runtime,
    exchanges,
    balances: exchanges.balances,
    live: new LocalLiveHub(),
    backtests,
    async close() {
      await runtime.close()
      await backtests.close()
    },
  }
}
