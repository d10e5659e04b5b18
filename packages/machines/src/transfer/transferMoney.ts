import { WALLET_DECIMALS } from '@atb/contract'

/**
 * Wallet money as the ledger keeps it: whole micro-units of USDT in a bigint, never a float sum.
 * Amounts arrive as decimal strings (the server) or as numbers the schema has already limited to
 * six decimals (the form).
 */
const SCALE = 10n ** BigInt(WALLET_DECIMALS)

/** A decimal string or a form number in micro-units; digits past the sixth are dropped. */
export function toUnits(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(WALLET_DECIMALS) : value.trim()
  const match = /^(-)?(\d*)(?:\.(\d*))?$/.exec(text)
  if (!match || (match[2] === '' && !match[3])) throw new Error(`not a decimal amount: ${text}`)
  const whole = BigInt(match[2] || '0')
  const fraction = BigInt((match[3] ?? '').slice(0, WALLET_DECIMALS).padEnd(WALLET_DECIMALS, '0'))
  const units = whole * SCALE + fraction
  return match[1] ? -units : units
}

/** Micro-units as the shortest decimal string: "1240.5", "10", "-0.000001". */
export function fromUnits(units: bigint): string {
  const sign = units < 0n ? '-' : ''
  const abs = units < 0n ? -units : units
  const fraction = (abs % SCALE).toString().padStart(WALLET_DECIMALS, '0').replace(/0+$/, '')
  return `${sign}${abs / SCALE}${fraction ? `.${fraction}` : ''}`
}

/** What stays available once `amount` has left: negative when the wallet holds too little. */
export function balanceAfter(available: string, amount: number): string {
  return fromUnits(toUnits(available) - toUnits(amount))
}
