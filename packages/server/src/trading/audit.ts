import { asc } from 'drizzle-orm'
import { D, type Dec, type PaperAccountSnapshot } from '@atb/engine'
import { heldOf } from './pnl'
import type { Db } from '../db'
import { botFills, botOrders, bots } from '../db/schema'
import { decodeJson } from './codec'

/**
 * Checks what a crash must never break, on the rows alone: fills numbered 1..n with no gap and
 * the bot's cursor at n; no order filled twice; every open order in the paper account recorded as
 * open in bot_orders and the reverse; and the paper balances equal to the allocation moved by
 * every fill, to the last decimal. Returns one line per problem found.
 */
export async function auditTrading(db: Db): Promise<{ problems: string[]; fills: number }> {
  const problems: string[] = []
  const rows = await db.select().from(bots)
  const fills = await db.select().from(botFills).orderBy(asc(botFills.botId), asc(botFills.seq))
  const orders = await db.select().from(botOrders)
  for (const bot of rows) {
    if (!bot.venueAccount) continue
    const account = decodeJson<PaperAccountSnapshot>(bot.venueAccount)
    const own = fills.filter((f) => f.botId === bot.id)
    const seqs = own.map((f) => f.seq)
    const expected = Array.from({ length: account.seq }, (_, i) => i + 1)
    if (seqs.join() !== expected.join())
      problems.push(`${bot.id}: fill seqs ${seqs.join()} but the venue numbered ${account.seq}`)
    if (bot.fillCursor !== account.seq)
      problems.push(`${bot.id}: cursor ${bot.fillCursor}, venue seq ${account.seq}`)
    const filled = own.map((f) => f.clientId)
    if (new Set(filled).size !== filled.length) problems.push(`${bot.id}: an order filled twice`)
    const open = new Set(account.orders.map((o) => o.clientId))
    const recorded = new Set(
      orders.filter((o) => o.botId === bot.id && o.status === 'open').map((o) => o.clientId),
    )
    for (const id of open)
      if (!recorded.has(id)) problems.push(`${bot.id}: ${id} open, not recorded`)
    for (const id of recorded)
      if (!open.has(id)) problems.push(`${bot.id}: ${id} recorded open, not on the venue`)
    const balance = new Map<string, Dec>()
    const move = (asset: string, by: Dec) =>
      balance.set(asset, (balance.get(asset) ?? new D(0)).add(by))
    for (const [asset, amount] of Object.entries(bot.allocation)) move(asset, new D(amount))
    for (const f of own) {
      const base = f.symbol.replace(/USDT$/, '')
      const sign = f.side === 'buy' ? 1 : -1
      move(base, new D(f.qty).mul(sign))
      move('USDT', new D(f.quote).mul(-sign))
      move(f.feeAsset, new D(f.fee).neg())
    }
    for (const [asset, b] of Object.entries(account.balances)) {
      const held = heldOf(b)
      const want = balance.get(asset) ?? new D(0)
      if (!held.eq(want))
        problems.push(`${bot.id}: ${asset} ${held.toFixed()} ≠ ${want.toFixed()} from fills`)
    }
  }
  return { problems, fills: fills.length }
}
