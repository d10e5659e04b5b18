import { D, str } from '../core/decimal'
import type { Amount, Fill, OrderType, Side } from '../core/types'
import type { PaperAccount, PaperOrder } from './paper-account'
import type { MarginType } from './types'

/**
 * One paper account as plain JSON: what a host stores beside the bot's state so that, after a
 * crash, the bot and its venue roll back to the same instant together. Only open orders are kept:
 * finished ones matter to nobody once their fills are delivered, and the outbox holds exactly the
 * intents not yet placed, so idempotence across a restart does not need their history.
 */
export interface PaperAccountSnapshot {
  leverage: number
  marginType: MarginType
  /** The account's last fill sequence, so numbering continues without a gap or a repeat. */
  seq: number
  balances: Record<string, { free: Amount; locked: Amount }>
  orders: {
    clientId: string
    symbol: string
    side: Side
    type: OrderType
    price: number
    qty: Amount
    quoteQty: Amount | null
    reduceOnly: boolean
    locked: Amount
    lockedAsset: string
  }[]
  positions: Record<string, { qty: Amount; entry: Amount; margin: Amount }>
  /** Fills emitted but not yet acknowledged by the runner. */
  fills: Fill[]
}

export function exportPaperAccount(acct: PaperAccount): PaperAccountSnapshot {
  const balances: PaperAccountSnapshot['balances'] = {}
  for (const [asset, b] of acct.balances)
    balances[asset] = { free: str(b.free), locked: str(b.locked) }
  const positions: PaperAccountSnapshot['positions'] = {}
  for (const [symbol, book] of acct.books) {
    const p = book.position
    if (p) positions[symbol] = { qty: str(p.qty), entry: str(p.entry), margin: str(p.margin) }
  }
  const orders = [...acct.orders.values()]
    .filter((o) => o.status === 'open')
    .map((o) => ({
      clientId: o.clientId,
      symbol: o.symbol,
      side: o.side,
      type: o.type,
      price: o.price,
      qty: str(o.qty),
      quoteQty: o.quoteQty ? str(o.quoteQty) : null,
      reduceOnly: o.reduceOnly,
      locked: str(o.locked),
      lockedAsset: o.lockedAsset,
    }))
  return {
    leverage: acct.leverage,
    marginType: acct.marginType,
    seq: acct.seq,
    balances,
    orders,
    positions,
    fills: acct.fills.map((f) => ({ ...f })),
  }
}

/** Fills an empty account from a snapshot; the caller attaches the orders to their books. */
export function restorePaperAccount(acct: PaperAccount, snap: PaperAccountSnapshot): PaperOrder[] {
  acct.leverage = snap.leverage
  acct.marginType = snap.marginType
  acct.seq = snap.seq
  acct.fills = snap.fills.map((f) => ({ ...f }))
  for (const [asset, b] of Object.entries(snap.balances)) {
    const bal = acct.balance(asset)
    bal.free = new D(b.free)
    bal.locked = new D(b.locked)
  }
  return snap.orders.map((o) => {
    const order: PaperOrder = {
      ...o,
      qty: new D(o.qty),
      quoteQty: o.quoteQty === null ? null : new D(o.quoteQty),
      locked: new D(o.locked),
      status: 'open',
    }
    acct.orders.set(o.clientId, order)
    return order
  })
}
