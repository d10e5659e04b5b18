import nodemailer from 'nodemailer'
import { desc, eq, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db'
import { outbox } from '../db/schema'
import type { Clock } from '../lib/deps'

export interface Mail {
  to: string
  subject: string
  text: string
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox'
  send(mail: Mail): Promise<void>
}

export const MAIL_FROM = 'Auto Trading Bot <no-reply@autotradingbot.local>'

export function smtpMailer(url: string, from = MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
  }
}

/** The longest a code in a mail stays useful (a reset link); no outbox row outlives it. */
export const OUTBOX_TTL_MS = 30 * 60_000

export async function purgeOutbox(db: Db, clock: Clock): Promise<void> {
  await db
    .delete(outbox)
    .where(lt(outbox.createdAt, new Date(clock.now().getTime() - OUTBOX_TTL_MS)))
}

/**
 * With no mail server, mails land in the outbox table and their text is printed, so a newcomer can
 * read the OTP or reset link from the console. This is the only place a secret reaches the log, and
 * only outside production (where the server refuses to start without SMTP_URL anyway).
 */
export function outboxMailer(
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
  { printText = true }: { printText?: boolean } = {},
): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await purgeOutbox(db, clock)
      await db.insert(outbox).values({ ...mail, createdAt: clock.now() })
      const headers = { mail: { to: mail.to, subject: mail.subject } }
      if (printText) log.info(headers, `Mail (outbox): ${mail.text}`)
      else log.info(headers, 'Mail (outbox)')
    },
  }
}

export async function latestMails(db: Db, to: string, limit = 10) {
  return db
    .select({
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      created_at: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.to, to.trim().toLowerCase()))
    .orderBy(desc(outbox.createdAt))
    .limit(limit)
}
