import { readFile } from 'node:fs/promises'
import {
  eventCreateSchema,
  missingLocales,
  tournamentCreateSchema,
  UUID_PATTERN,
  type LocalizedText,
} from '@atb/contract'
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup'
import type { Db } from '../db'
import type { Clock } from '../lib/deps'
import { createEvent, endEvent, listAllEvents } from '../services/community/events'
import { createTournament, listAllTournaments } from '../services/community/tournaments'
import { awardTournament, TournamentNotEnded } from '../services/community/awards'
import type { TradingDeps } from '../services/bots/runtime'
import type { LiveHub } from '../services/live-hub'

export const COMMUNITY_USAGE = `  events create --file event.json
  events list
  events end <id>
  tournaments create --file tournament.json
  tournaments list
  tournaments award <id>`

export interface CliContext {
  db: Db
  clock: Clock
  /** No user's socket is in the CLI's process: what it notifies is read on the user's next load. */
  live: LiveHub
  /** Values the tournament bots at the feed's prices; absent, the stop prices and last fills serve. */
  trading?: TradingDeps
  out: (line: string) => void
  err: (line: string) => void
}

/** Reads and validates an operator's JSON file with the same contract schema the server uses. */
async function readInput<S extends AnyObjectSchema>(
  ctx: CliContext,
  file: string | undefined,
  schema: S,
): Promise<InferType<S> | null> {
  if (!file) {
    ctx.err('--file is required')
    return null
  }
  let raw: unknown
  try {
    raw = JSON.parse(await readFile(file, 'utf8'))
  } catch (e) {
    ctx.err(`${file}: ${(e as Error).message}`)
    return null
  }
  try {
    return (await schema.validate(raw, { abortEarly: false, stripUnknown: false })) as InferType<S>
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e
    for (const inner of e.inner.length > 0 ? e.inner : [e])
      ctx.err(`${inner.path ?? file}: ${String(inner.errors[0] ?? inner.message)}`)
    return null
  }
}

function warnMissing(ctx: CliContext, fields: Record<string, LocalizedText>) {
  for (const [field, text] of Object.entries(fields)) {
    const missing = missingLocales(text)
    if (missing.length > 0)
      ctx.err(`warning: ${field} has no ${missing.join(', ')} text; English is shown instead`)
  }
}

function checkId(ctx: CliContext, id: string | undefined): id is string {
  if (id && UUID_PATTERN.test(id)) return true
  ctx.err('give the id that `list` prints')
  return false
}

/** `events …` and `tournaments …`; answers the process exit code. */
export async function runCommunity(
  ctx: CliContext,
  positionals: string[],
  file: string | undefined,
): Promise<number> {
  const [area, action, id] = positionals
  if (area === 'events' && action === 'create') {
    const input = await readInput(ctx, file, eventCreateSchema)
    if (!input) return 2
    warnMissing(ctx, { title: input.title, summary: input.summary, body: input.body })
    ctx.out(await createEvent(ctx, input))
    return 0
  }
  if (area === 'events' && action === 'list') {
    for (const e of await listAllEvents(ctx.db))
      ctx.out(
        [
          e.id,
          e.startsAt.toISOString(),
          e.endsAt.toISOString(),
          `${e.joined}/${e.capacity ?? '∞'}`,
          e.title.en,
        ].join('\t'),
      )
    return 0
  }
  if (area === 'events' && action === 'end') {
    if (!checkId(ctx, id)) return 2
    if (!(await endEvent(ctx.db, ctx.clock, id))) {
      ctx.err(`no event ${id}`)
      return 1
    }
    ctx.out(`ended ${id}`)
    return 0
  }
  if (area === 'tournaments' && action === 'create') {
    const input = await readInput(ctx, file, tournamentCreateSchema)
    if (!input) return 2
    warnMissing(ctx, { name: input.name, rules: input.rules })
    ctx.out(await createTournament(ctx, input))
    return 0
  }
  if (area === 'tournaments' && action === 'list') {
    for (const t of await listAllTournaments(ctx.db))
      ctx.out(
        [
          t.id,
          t.startsAt.toISOString(),
          t.endsAt.toISOString(),
          `${t.participants} joined`,
          t.awardedAt ? 'awarded' : t.frozenAt ? 'final' : '',
          t.name.en,
        ].join('\t'),
      )
    return 0
  }
  if (area === 'tournaments' && action === 'award') {
    if (!checkId(ctx, id)) return 2
    try {
      const report = await awardTournament(ctx, id)
      for (const c of report.credited)
        ctx.out(`credited ${c.amount} USDT to ${c.userId} (place ${c.rank})`)
      ctx.out(`${report.credited.length} credited now, ${report.already} already credited before`)
      return 0
    } catch (e) {
      if (e instanceof TournamentNotEnded) {
        ctx.err(e.message)
        return 1
      }
      if ((e as { code?: string }).code === 'record_not_found') {
        ctx.err(`no tournament ${id}`)
        return 1
      }
      throw e
    }
  }
  return -1
}
