import { apiErrors, type ApiError, type ErrorCode, type FieldError } from '@atb/contract'
import type { UserProfile } from '@atb/contract'

/** Sample data for tests and stepper stories; never imported by machines. */
export const sampleUser: UserProfile = {
  id: 'u1',
  email: 'trader@example.com',
  own_invitation_code: 'ABCD2345',
  assets: [{ symbol: 'USDT', amount: 1250 }],
  nickname: 'Trader',
  signature: 'Grid all day',
  profile_image: '',
  banner_image: '',
  has_pin: false,
  has_transaction_password: false,
  has_password: true,
  two_factor_enabled: false,
  subscription: { active: false, expires_at: null },
}

/** An unsigned JWT-shaped token whose payload carries `exp` in seconds. */
export function tokenWithExp(expSeconds: number): string {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: expSeconds }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return `header.${payload}.signature`
}

/** The error envelope the server answers for a code, as an injected actor rejects with it. */
export function apiFailure(code: ErrorCode, errors?: FieldError[]): ApiError {
  return {
    status: 'error',
    description: apiErrors[code].description,
    code,
    ...(errors ? { errors } : {}),
  }
}
