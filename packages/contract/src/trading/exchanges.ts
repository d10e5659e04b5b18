import * as yup from 'yup'
import type { InferType } from 'yup'
import { requiredString, schemaMessage as msg } from '../schemas/fields'
import { oneOf } from '../schemas/choices'
import { validation } from '../i18n/validation'
import type { MessageDescriptor } from '../i18n/message'
import { botLabels } from '../bots/labels'
import { accountLabels } from '../accounts/labels'
import { optionalTotpCode } from '../accounts/fields'
import {
  keyedExchanges,
  type ConnectionStatus,
  type ExchangeName,
  type KeyedExchange,
} from './venues'

/** Field labels of the exchange key form, lowercase so "The {label} field is required" reads well. */
export const exchangeLabels = {
  exchange_name: botLabels.exchange_name,
  api_key: /*i18n*/ { id: 'field.api_key', message: 'API key' },
  secret_key: /*i18n*/ { id: 'field.secret_key', message: 'secret key' },
  passphrase: /*i18n*/ { id: 'field.passphrase', message: 'passphrase' },
  code: /*i18n*/ { id: 'field.oauth_code', message: 'authorization code' },
  state: /*i18n*/ { id: 'field.oauth_state', message: 'authorization state' },
} satisfies Record<string, MessageDescriptor>

const L = exchangeLabels

/** Exchange keys are printable ASCII with no spaces; 256 is far above any venue's longest. */
const KEY_MAX = 256
/**
 * Anything else could never be a venue's key, and would reach the exchange client as an HTTP
 * header it cannot build (a lone surrogate, a direction mark), which answered 502 (issue 17).
 */
const KEY_TEXT = /^[\x21-\x7e]*$/
/** A passphrase is chosen by the user at the venue: printable ASCII, spaces allowed. */
const PASSPHRASE_TEXT = /^[\x20-\x7e]*$/
const keyField = (label: MessageDescriptor) =>
  requiredString(label)
    .max(KEY_MAX, msg(validation.maxLength, { label, n: KEY_MAX }))
    .matches(KEY_TEXT, { message: msg(validation.specialCharacters, { label }) })

const keyedExchange = () => oneOf<KeyedExchange>(L.exchange_name, keyedExchanges)

/**
 * The spec's exchange key form: api_key and secret_key required, passphrase optional, except on
 * OKX, whose keys cannot sign a request without the passphrase chosen when the key was made.
 */
export const exchangeKeySchema = yup.object({
  exchange_name: keyedExchange(),
  api_key: keyField(L.api_key),
  secret_key: keyField(L.secret_key),
  totp_code: optionalTotpCode(accountLabels.totp_code),
  passphrase: yup
    .string()
    .trim()
    .max(KEY_MAX, msg(validation.maxLength, { label: L.passphrase, n: KEY_MAX }))
    .matches(PASSPHRASE_TEXT, {
      message: msg(validation.specialCharacters, { label: L.passphrase }),
    })
    .when('exchange_name', {
      is: 'okx',
      then: (s) => s.required(msg(validation.required, { label: L.passphrase })),
      otherwise: (s) => s.optional(),
    }),
})

export const exchangeNameSchema = yup.object({ exchange_name: keyedExchange() })

/** Disabling a key is a key change: with two-factor sign-in on, it carries a TOTP. */
export const exchangeDisableSchema = yup.object({
  exchange_name: keyedExchange(),
  totp_code: optionalTotpCode(accountLabels.totp_code),
})

/** What the app's /oauth/okx/callback page received from OKX and posts on. */
export const okxOAuthCallbackSchema = yup.object({
  code: keyField(L.code),
  state: keyField(L.state),
  totp_code: optionalTotpCode(accountLabels.totp_code),
})

export type ExchangeKeyRequest = InferType<typeof exchangeKeySchema>
export type ExchangeNameRequest = InferType<typeof exchangeNameSchema>
export type ExchangeDisableRequest = InferType<typeof exchangeDisableSchema>
export type OkxOAuthCallbackRequest = InferType<typeof okxOAuthCallbackSchema>

/** One venue on the API-key page. Keys never come back: only their masked tail. */
export interface ExchangeConnectionView {
  exchange_name: ExchangeName
  /** Null when the user never connected this venue (Paper is always connected). */
  status: ConnectionStatus | null
  /** `••••` and the key's last four characters; null for Paper and venues never connected. */
  masked_key: string | null
  /** What the venue said the key may do when it was last checked (`read`, `trade`). */
  permissions: string[]
  /** ISO time of the last check with the venue. */
  checked_at: string | null
  /** Why the key is invalid or refused, in English (the venue's words are never passed on). */
  reason: string | null
  /** `key` (typed in) or `oauth` (OKX fast API). */
  source: 'key' | 'oauth' | null
}

export interface ExchangeListResponse {
  exchanges: ExchangeConnectionView[]
  /** OKX fast API (OAuth) is configured on this server. */
  okxOAuth: boolean
}

/** Free balances at a connected exchange, read with the user's key (the wizard's balance check). */
export interface ExchangeBalancesResponse {
  exchange_name: KeyedExchange
  /** Assets with a free amount above zero, as the exchange reported them (decimal strings). */
  balances: { asset: string; free: string }[]
  /** When the exchange answered (epoch ms). */
  time: number
}

export interface OkxOAuthStartResponse {
  /** Where the browser goes to authorize; it carries a single-use state bound to this user. */
  url: string
}
