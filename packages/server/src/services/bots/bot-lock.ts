/**
 * Lifecycle requests for one bot run one at a time in this process: a double-clicked stop must not
 * ask the runtime to stop a bot twice. Each request re-reads the bot once it holds the turn. Across
 * processes the runtime's owner lease (issue 17) serialises the same way.
 */
const turns = new Map<string, Promise<unknown>>()

export async function withBotLock<T>(id: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(id) ?? Promise.resolve()
  const mine = before.then(work, work)
  const settled = mine.catch(() => undefined)
  turns.set(id, settled)
  try {
    return await mine
  } finally {
    if (turns.get(id) === settled) turns.delete(id)
  }
}
