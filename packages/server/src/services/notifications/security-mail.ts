import type { NotificationKind, NotificationParams } from '@atb/contract'
import type { Mail } from '../mail'

const what: Partial<Record<NotificationKind, string>> = {
  'security.login': 'Your account was signed in to',
  'security.password': 'Your password was changed',
  'security.pin': 'Your PIN was changed',
  'security.transaction_password': 'Your transaction password was changed',
  'security.two_factor_on': 'Two-factor sign-in was turned on for your account',
  'security.two_factor_off': 'Two-factor sign-in was turned off for your account',
  'security.recovery_code': 'A recovery code was used to confirm a sign-in or a change',
}

/**
 * A security event's mail. It is written in English, as every mail the server sends is so far
 * (decision 068): mails carry no locale yet, and the in-app notification is worded in the
 * reader's language.
 */
export function securityMail(
  kind: NotificationKind,
  params: NotificationParams,
  to: string,
  publicUrl: string,
): Mail {
  const headline = what[kind] ?? 'Your account’s security settings changed'
  const lines = [
    `${headline}.`,
    params.time ? `When: ${String(params.time)}` : '',
    params.ip ? `From: ${String(params.ip)}` : '',
    params.device ? `Device: ${String(params.device)}` : '',
    params.hold_until
      ? `To protect your funds, no money can leave your account (transfers, withdrawals, purchases) until ${String(params.hold_until)}.`
      : '',
    '',
    'If this was you, there is nothing to do.',
    `If it was not, change your password now: ${publicUrl}/profile/change-password`,
  ]
  return {
    to,
    subject: `Security alert: ${headline.toLowerCase()}`,
    text: lines.filter((line, i) => line !== '' || i === 5).join('\n'),
  }
}
