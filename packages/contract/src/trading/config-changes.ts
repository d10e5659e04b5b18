import type { ConfigChange } from './bots'

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What an update changes in a bot's config, field by field in name order: the server records it
 * in the bot's `config` event and answers it; the edit page shows the same list before saving.
 * A field missing on one side counts as null, so turning an option on shows its new value.
 */
export function configChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): ConfigChange[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
  return keys
    .filter((k) => !same(before[k] ?? null, after[k] ?? null))
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }))
}
