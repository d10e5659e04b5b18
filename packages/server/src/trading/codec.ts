/**
 * JSON for jsonb columns that keeps what JSON loses: a bot's idle band is often unbounded
 * (`high: Infinity`), which JSON.stringify would turn into null and wake the bot on every tick.
 */
const NON_FINITE = '$num'

export function encodeJson(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'number' && !Number.isFinite(v) ? { [NON_FINITE]: String(v) } : v,
    ),
  )
}

export function decodeJson<T>(value: unknown): T {
  if (value === null || typeof value !== 'object') return value as T
  if (Array.isArray(value)) return value.map((v) => decodeJson(v)) as T
  const obj = value as Record<string, unknown>
  const keys = Object.keys(obj)
  if (keys.length === 1 && keys[0] === NON_FINITE) return Number(obj[NON_FINITE]) as T
  const out: Record<string, unknown> = {}
  for (const key of keys) out[key] = decodeJson(obj[key])
  return out as T
}
