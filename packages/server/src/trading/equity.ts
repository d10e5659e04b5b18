import { sql } from 'drizzle-orm'
import type { Db } from '../db'

/**
 * Keeps each bot's equity curve bounded: minute samples for the last day of the bot's own time,
 * hourly ones for the last 30 days, daily ones before that (about 1,440 + 720 + one a day).
 * Runs for the bots this process owns, with lease maintenance.
 */
export async function thinEquity(db: Db, owner: string): Promise<void> {
  await db.execute(sql`
    delete from bot_equity e
    using (
      select bot_id, max(time) as last from bot_equity
      where bot_id in (select id from bots where owner = ${owner})
      group by bot_id
    ) m
    where e.bot_id = m.bot_id and (
      (e.time < m.last - interval '1 day' and e.time <> date_trunc('hour', e.time))
      or (e.time < m.last - interval '30 days' and e.time <> date_trunc('day', e.time))
    )`)
}
