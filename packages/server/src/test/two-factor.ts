import { expect } from 'vitest'
import { endpoints as E } from '@atb/contract'
import { totpAt } from '../services/totp'
import { PASSWORD, call, type TestApp } from './harness'

/** One authenticator step: the next code is never a replay of the last. */
export const TOTP_STEP_MS = 30_000

/** Turns two-factor sign-in on for the account, as the screens do; answers its secret and codes. */
export async function turnOnTwoFactor(
  t: TestApp,
  token: string,
  password: string | undefined = PASSWORD,
): Promise<{ secret: string; codes: string[] }> {
  const { secret } = (await call(t.app, E.twoFactorSetup, {}, token)).json.data as {
    secret: string
  }
  const on = await call(
    t.app,
    E.twoFactorEnable,
    { totp_code: totpAt(secret, t.clock.now()), ...(password ? { password } : {}) },
    token,
  )
  expect(on.status).toBe(200)
  return { secret, codes: on.json.data.recovery_codes as string[] }
}

/** The code the app shows one step later than the last one typed. */
export function nextCode(t: TestApp, secret: string): string {
  t.clock.advance(TOTP_STEP_MS)
  return totpAt(secret, t.clock.now())
}
