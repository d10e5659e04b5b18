import { customType } from 'drizzle-orm/pg-core'
import {
  botReasonCodes,
  orderRejectCodes,
  plainBotReasonCodes,
  type BotReason,
  type OrderRejection,
} from '@atb/contract'

/**
 * The one place stored reasons are read (decision 083). They are written as JSON text; rows from
 * before reasons were codes hold the English the server wrote then, mapped here to the code it
 * meant. Anything else reads as `other` with its text, shown as it came.
 */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const stringsOnly = (v: unknown) =>
  isObject(v) && Object.values(v).every((x) => typeof x === 'string')

function isBotReason(v: unknown): v is BotReason {
  if (!isObject(v) || !(botReasonCodes as readonly unknown[]).includes(v.code)) return false
  return (plainBotReasonCodes as readonly unknown[]).includes(v.code) || stringsOnly(v.values)
}

function isRejection(v: unknown): v is OrderRejection {
  return (
    isObject(v) &&
    (orderRejectCodes as readonly unknown[]).includes(v.code) &&
    (v.detail === undefined || typeof v.detail === 'string')
  )
}

function parsed(text: string): unknown {
  if (!text.startsWith('{')) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The old sentences, as the server and the engine wrote them. */
const oldWords: Record<string, BotReason> = {
  'Stopped by user': { code: 'stopped_by_user' },
  'Stopped by user, sold at market': { code: 'stopped_by_user_sold' },
  take_profit: { code: 'take_profit' },
  stop_loss: { code: 'stop_loss' },
  liquidated: { code: 'liquidated' },
  'earning reached': { code: 'profit_target' },
  stopped: { code: 'stopped' },
  Stopped: { code: 'stopped' },
  'Wallet under 10 USDT: deposit USDT to resume': { code: 'wallet_low' },
}

function oldReason(text: string): BotReason {
  const known = Object.hasOwn(oldWords, text) ? oldWords[text] : undefined
  if (known) return known
  let m = /^Available (\w+) ([\d.]+) is below the minimum ([\d.]+) \w+ for a running bot$/.exec(
    text,
  )
  if (m)
    return { code: 'below_running_minimum', values: { asset: m[1]!, available: m[2]!, min: m[3]! } }
  m = /^(\w+) refused the API key: ([\s\S]*)$/.exec(text)
  if (m) return { code: 'key_refused', values: { exchange: m[1]!, detail: m[2]! } }
  m = /^Trading on (\w+) is not available on this server$/.exec(text)
  if (m) return { code: 'exchange_unavailable', values: { exchange: m[1]! } }
  m = /^order rejected: ([\s\S]*)$/.exec(text)
  if (m) {
    const { code, detail } = oldRejection(m[1]!)
    return { code: 'order_rejected', values: { reject: code, ...(detail ? { detail } : {}) } }
  }
  return { code: 'other', values: { text } }
}

/** The paper venue's old refusals; a venue's own words stay its detail. */
function oldRejection(text: string): OrderRejection {
  if (/^Order value .* is below the minimum |^OANDA's smallest .* order is /.test(text))
    return { code: 'min_notional' }
  if (/^Insufficient \w+ balance for /.test(text)) return { code: 'balance' }
  return { code: 'venue_error', detail: text }
}

/** A stored bot reason: the `reason` column's text, or the object a bot event's data holds. */
export function readBotReason(stored: unknown): BotReason | null {
  if (stored === null || stored === undefined) return null
  if (isBotReason(stored)) return stored
  if (typeof stored !== 'string') return { code: 'other', values: { text: String(stored) } }
  const json = parsed(stored)
  return isBotReason(json) ? json : oldReason(stored)
}

/** A stored order rejection (bot_orders.error). */
export function readRejection(stored: string): OrderRejection {
  const json = parsed(stored)
  return isRejection(json) ? json : oldRejection(stored)
}

/** The text a reason is stored as. */
export const storedReason = (reason: BotReason | null) =>
  reason === null ? null : JSON.stringify(reason)

/** bots.reason: a BotReason in, a BotReason out, text in the database. */
export const reasonText = customType<{ data: BotReason; driverData: string }>({
  dataType: () => 'text',
  toDriver: (reason) => JSON.stringify(reason),
  fromDriver: (text) => readBotReason(text)!,
})

/** bot_orders.error: why the venue refused the order. */
export const rejectionText = customType<{ data: OrderRejection; driverData: string }>({
  dataType: () => 'text',
  toDriver: (rejection) => JSON.stringify(rejection),
  fromDriver: readRejection,
})
