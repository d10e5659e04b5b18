import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db'
import type { Mailer } from '../services/mail'
import type { GoogleVerifier } from '../services/google'
import type { SessionCache } from '../services/session-cache'

export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }

export interface RateLimitRule {
  max: number
  /** Milliseconds. */
  timeWindow: number
}

export interface RateLimits {
  login: RateLimitRule
  otpSend: RateLimitRule
  otpVerify: RateLimitRule
  forgotPassword: RateLimitRule
}

export const defaultRateLimits: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  otpSend: { max: 5, timeWindow: 60_000 },
  otpVerify: { max: 10, timeWindow: 60_000 },
  forgotPassword: { max: 5, timeWindow: 60_000 },
}

/** What every service needs; built once per server. */
export interface Deps {
  db: Db
  clock: Clock
  mailer: Mailer
  google: GoogleVerifier | null
  jwtSecret: string
  tokenTtlSeconds: number
  /** Origin used in mailed links; falls back to the request's own origin. */
  publicUrl: string | undefined
  log: FastifyBaseLogger
  /** Which session is each user's live one; revocations must go through it (decision 025). */
  sessions: SessionCache
}

export interface RequestMeta {
  ip: string
  userAgent: string
  origin: string
}

export interface AuthUser {
  userId: string
  sessionId: string
}
