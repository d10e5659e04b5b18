import * as yup from 'yup'
import { accountLabels } from '../accounts/labels'
import type { Page } from '../accounts/api'
import type { MessageDescriptor } from '../i18n/message'
import { message } from '../i18n/message'
import { validation } from '../i18n/validation'
import { requiredString } from '../schemas/fields'
import { integerBetween } from '../schemas/numbers'
import { oneOf } from '../schemas/choices'
import { inLocale, type LocalizedText } from '../community/common'
import { linguiLocales, type LinguiLocale } from '../locales'

/**
 * Notifications (issue 16, decision 068). A notification is stored as a kind and its parameters,
 * never as text: the browser words it in the reader's language.
 */

/** What a user chooses to receive, one switch each; `bot_fills` is the only one off at first. */
export const notificationCategories = ['bot', 'wallet', 'security', 'affiliate', 'events'] as const
export type NotificationCategory = (typeof notificationCategories)[number]

/** Every kind, by the category it belongs to. */
export const notificationKindCategory = {
  'bot.stopped': 'bot',
  'bot.error': 'bot',
  'bot.out_of_balance': 'bot',
  /** The venue refused orders of a bot: `reject` (an OrderRejectCode), `detail`, `count`. */
  'bot.order_rejected': 'bot',
  /** The platform paused a bot: its `exchange` failed every request for `minutes` (decision 092). */
  'bot.venue_down': 'bot',
  /** The exchange answers again and the bot runs again. */
  'bot.venue_back': 'bot',
  /**
   * The platform paused a bot: its `exchange` holds `held` of `asset`, fewer than the `counted`
   * its bots there bought (sold or moved outside them, issue 28).
   */
  'bot.coins_outside': 'bot',
  'bot.wallet_low': 'bot',
  'bot.fill': 'bot',
  'wallet.deposit': 'wallet',
  'wallet.transfer_sent': 'wallet',
  'wallet.transfer_received': 'wallet',
  'wallet.withdrawal_approved': 'wallet',
  'wallet.withdrawal_rejected': 'wallet',
  'wallet.withdrawal_confirmed': 'wallet',
  'wallet.withdrawal_failed': 'wallet',
  'security.login': 'security',
  'security.password': 'security',
  'security.pin': 'security',
  'security.transaction_password': 'security',
  'security.two_factor_on': 'security',
  'security.two_factor_off': 'security',
  'security.recovery_code': 'security',
  'affiliate.referral': 'affiliate',
  'affiliate.commission': 'affiliate',
  'events.announcement': 'events',
  'events.tournament': 'events',
  'events.prize': 'events',
} as const satisfies Record<string, NotificationCategory>
export type NotificationKind = keyof typeof notificationKindCategory
export const notificationKinds = Object.keys(notificationKindCategory) as NotificationKind[]

/** A notification's values: ids, amounts (decimal strings), names, symbols. */
export type NotificationParams = Record<string, string | number>

export const NOTIFICATION_PAGE_SIZE = 20

/** An operator's text in every language it has, as parameters `<key>_<locale>` (a new event's title). */
export function localizedParams(key: string, text: LocalizedText): NotificationParams {
  const out: NotificationParams = {}
  for (const locale of linguiLocales) {
    const value = text[locale]?.trim()
    if (value) out[`${key}_${locale}`] = value
  }
  return out
}

/** What `localizedParams` stored, in the reader's language, else English; '' when none was stored. */
export function paramInLocale(
  params: NotificationParams,
  key: string,
  locale: LinguiLocale,
): string {
  const text = Object.fromEntries(
    linguiLocales.map((l) => [l, String(params[`${key}_${l}`] ?? '')]),
  ) as LocalizedText
  return inLocale(text, locale).text
}

/** Per-user choices; `bot_fills` is separate from `bot` because fills can be many a minute. */
export interface NotificationPreferences {
  bot: boolean
  bot_fills: boolean
  wallet: boolean
  security: boolean
  affiliate: boolean
  events: boolean
  /**
   * Not a category: whether bots paused because their exchange stopped answering resume by
   * themselves when it answers again (decision 092); on unless the user turns it off.
   */
  resume_after_outage: boolean
}
export const defaultNotificationPreferences: NotificationPreferences = {
  bot: true,
  bot_fills: false,
  wallet: true,
  security: true,
  affiliate: true,
  events: true,
  resume_after_outage: true,
}

export const notificationLabels = {
  id: /*i18n*/ { id: 'field.notification', message: 'notification' },
  category: /*i18n*/ { id: 'field.notification_category', message: 'category' },
  unread: /*i18n*/ { id: 'field.notification_unread', message: 'unread only' },
  preference: /*i18n*/ { id: 'field.notification_preference', message: 'preference' },
} satisfies Record<string, MessageDescriptor>
const L = notificationLabels

const flagOf = (label: MessageDescriptor) =>
  yup
    .boolean()
    .typeError(() => message(validation.invalid, { field: 'preference' }))
    .required(() => message(validation.required, { label }))

export const notificationListSchema = yup.object({
  page: integerBetween(accountLabels.page, 1, 100_000).default(1),
  page_size: integerBetween(accountLabels.page_size, 1, 100).default(NOTIFICATION_PAGE_SIZE),
  category: (oneOf(L.category, notificationCategories) as unknown as yup.StringSchema)
    .optional()
    .default(undefined) as unknown as yup.Schema<NotificationCategory | undefined>,
  unread: yup
    .boolean()
    .typeError(() => message(validation.invalid, { field: 'unread' }))
    .default(false),
})

export const notificationIdSchema = yup.object({
  id: requiredString(L.id).max(64, () => message(validation.maxLength, { label: L.id, n: 64 })),
})

export const notificationReadAllSchema = yup.object({})

export const notificationPreferencesSchema = yup.object({
  bot: flagOf(L.preference),
  bot_fills: flagOf(L.preference),
  wallet: flagOf(L.preference),
  security: flagOf(L.preference),
  affiliate: flagOf(L.preference),
  events: flagOf(L.preference),
  resume_after_outage: flagOf(L.preference),
})

export interface NotificationView {
  id: string
  kind: NotificationKind
  category: NotificationCategory
  params: NotificationParams
  /** The app path of its subject (`/bot/view/<id>`, `/assets`…), without a locale; null for none. */
  link: string | null
  read_at: string | null
  created_at: string
}

export type NotificationListResponse = Page<NotificationView> & {
  /** Unread notifications of every category, for the bell. */
  unread: number
}

export interface NotificationUnreadResponse {
  unread: number
}

/** The socket's message when the user's unread count changed (a new one, or read). */
export interface LiveNotificationEvent {
  type: 'notification.unread'
  unread: number
}
