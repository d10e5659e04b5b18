/**
 * Exact decimal arithmetic for checking the server's money figures: decimal strings as integers
 * scaled by 10^30, so the products and roundings below are exact, never floating point.
 */
const SCALE = 30
const ONE = 10n ** BigInt(SCALE)

/** A decimal string ("-12.5", "0.015") as an exact scaled integer. */
export function dec(text: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,30}))?$/.exec(text.trim())
  if (!match) throw new Error(`Not a decimal: ${text}`)
  const [, sign, whole, fraction = ''] = match
  const value = BigInt(whole!) * ONE + BigInt(fraction.padEnd(SCALE, '0'))
  return sign ? -value : value
}

export const mul = (a: bigint, b: bigint) => (a * b) / ONE

/** Rounded down (towards zero) to `places` decimals, as the wallet rounds what it charges. */
export function down(value: bigint, places: number) {
  const unit = 10n ** BigInt(SCALE - places)
  return (value / unit) * unit
}

/** Back to the shortest decimal string ("0.95", "12"). */
export function text(value: bigint): string {
  const sign = value < 0n ? '-' : ''
  const abs = value < 0n ? -value : value
  const fraction = (abs % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '')
  return `${sign}${abs / ONE}${fraction ? `.${fraction}` : ''}`
}
