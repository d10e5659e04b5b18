import nodemailer from 'nodemailer'
import { desc, eq } from 'drizzle-orm'
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

/**
 * With no mail server, mails land in the outbox table and their text is printed, so a newcomer can
 * read the OTP or reset link from the console. This is the only place a secret reaches the log.
 */
export function outboxMailer(db: Db, clock: Clock, log: FastifyBaseLogger): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(outbox).values({ ...mail, createdAt: clock.now() })
      log.info({ mail: { to: mail.to, subject: mail.subject } }, `Mail (outbox): ${mail.text}`)
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
