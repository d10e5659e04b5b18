import { eq } from 'drizzle-orm'
import type { Fill, OrderRequest, OrderView, PaperExchange, Tick } from '@atb/engine'
import type { Db } from '../db'
import { botFills, botOrders } from '../db/schema'

/** Writes to the database in order, off the tick path; `settle` waits for them and surfaces a failure. */
export class WriteQueue {
  private chain: Promise<void> = Promise.resolve()
  private failure: unknown = null

  push(write: () => Promise<unknown>) {
    this.chain = this.chain.then(write).then(
      () => undefined,
      (error: unknown) => void (this.failure ??= error),
    )
  }

  async settle() {
    await this.chain
    if (this.failure) throw this.failure
  }
}

export interface Owner {
  botId: string
  userId: string
  time: () => number
}

/**
 * The paper exchange as the Runner sees it, recording every order it places or cancels in
 * bot_orders, as the hosted runtime's order path does. Used by the in-test BotRuntime only.
 */
export class TrackedVenue {
  constructor(
    readonly inner: PaperExchange,
    private readonly db: Db,
    private readonly queue: WriteQueue,
    private readonly owner: Owner,
  ) {}

  set listener(fn: PaperExchange['listener']) {
    this.inner.listener = fn
  }
  get listener() {
    return this.inner.listener
  }

  tick = (t: Tick) => this.inner.tick(t)
  fillsSince = (account: string, after: number) => this.inner.fillsSince(account, after)
  ack = (account: string, seq: number) => this.inner.ack(account, seq)
  openOrders = (account: string) => this.inner.openOrders(account)
  openAccount: PaperExchange['openAccount'] = (id, setup) => this.inner.openAccount(id, setup)
  specOf = (symbol: string) => this.inner.specOf(symbol)

  place = (account: string, req: OrderRequest): OrderView => {
    const at = new Date(this.owner.time())
    const row = {
      botId: this.owner.botId,
      userId: this.owner.userId,
      exchange: 'paper',
      clientId: req.clientId,
      symbol: req.symbol,
      side: req.side,
      type: req.type,
      price: req.price === undefined ? null : String(req.price),
      qty: req.qty ?? null,
      quoteQty: req.quoteQty ?? null,
      createdAt: at,
      updatedAt: at,
    }
    try {
      const view = this.inner.place(account, req)
      this.queue.push(() =>
        this.db
          .insert(botOrders)
          .values({ ...row, status: 'open' })
          .onConflictDoNothing(),
      )
      return view
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      this.queue.push(() =>
        this.db
          .insert(botOrders)
          .values({ ...row, status: 'rejected', error: reason })
          .onConflictDoNothing(),
      )
      throw error
    }
  }

  cancel = (account: string, clientId: string): boolean => {
    const done = this.inner.cancel(account, clientId)
    if (done) this.setStatus(clientId, 'canceled')
    return done
  }

  setStatus(clientId: string, status: string) {
    const at = new Date(this.owner.time())
    this.queue.push(() =>
      this.db
        .update(botOrders)
        .set({ status, updatedAt: at })
        .where(eq(botOrders.clientId, clientId)),
    )
  }

  /** Stores a fill once, under the bot's own running sequence (accounts change with each config version). */
  recordFill(account: string, seq: number, fill: Fill) {
    const { botId, userId } = this.owner
    this.queue.push(() =>
      this.db
        .insert(botFills)
        .values({
          botId,
          seq,
          userId,
          clientId: fill.clientId,
          symbol: fill.symbol,
          side: fill.side,
          price: String(fill.price),
          qty: fill.qty,
          quote: fill.quote,
          fee: fill.fee,
          feeAsset: fill.feeAsset,
          maker: fill.maker,
          realizedPnl: fill.realizedPnl ?? null,
          time: new Date(fill.time),
        })
        .onConflictDoNothing(),
    )
    if (this.inner.order(account, fill.clientId)?.status === 'filled')
      this.setStatus(fill.clientId, 'filled')
  }
}
