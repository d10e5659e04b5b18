import type { MessageDescriptor } from '../i18n/message'

/**
 * What a user reads for the wallet's failures, translated. On their own: the error table
 * (errors.ts) reaches them from the first page, which must not carry the wallet's schemas
 * (decision 004).
 */
export const walletErrorMessages = {
  recipientNotFound: /*i18n*/ {
    id: 'error.recipientNotFound',
    message: 'No account has this user ID.',
  },
  transferToSelf: /*i18n*/ {
    id: 'error.transferToSelf',
    message: 'You cannot transfer to your own account.',
  },
  walletInsufficient: /*i18n*/ {
    id: 'error.walletInsufficient',
    message: 'Your wallet does not hold enough USDT for this.',
  },
  requestReused: /*i18n*/ {
    id: 'error.requestReused',
    message: 'This request was already sent with other values. Reload the page and try again.',
  },
  securityHold: /*i18n*/ {
    id: 'error.securityHold',
    message:
      'Money cannot leave your account until {until}: your password, transaction password or two-factor sign-in changed in the last 24 hours. Deposits and your bots are not affected.',
  },
  walletBelowCreateMinimum: /*i18n*/ {
    id: 'error.walletBelowCreateMinimum',
    message:
      'A bot on a connected exchange needs at least 30 USDT in your wallet for the profit share. Deposit USDT first.',
  },
  walletBelowRunningMinimum: /*i18n*/ {
    id: 'error.walletBelowRunningMinimum',
    message:
      'Your wallet holds less than 10 USDT, so bots on connected exchanges stay paused. Deposit USDT to resume.',
  },
} satisfies Record<string, MessageDescriptor>
