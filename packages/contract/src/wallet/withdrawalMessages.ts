import type { MessageDescriptor } from '../i18n/message'

/**
 * The withdrawal's error messages on their own (decision 064): the error table reaches them from
 * the first page, which must not carry the withdrawal schema or its keccak checksum.
 */
/** What a user reads for the withdrawal's failures, translated. */
export const withdrawalErrorMessages = {
  insufficient: /*i18n*/ {
    id: 'error.withdrawalInsufficient',
    message: 'Your available balance does not cover the amount plus the withdrawal fee.',
  },
  dailyLimit: /*i18n*/ {
    id: 'error.withdrawalDailyLimit',
    message: 'This withdrawal would go over your daily limit. Try a smaller amount or wait.',
  },
  addressInvalid: /*i18n*/ {
    id: 'error.withdrawalAddressInvalid',
    message:
      'This address cannot receive withdrawals. To send to an Auto Trading Bot account, use Transfer.',
  },
  notCancellable: /*i18n*/ {
    id: 'error.withdrawalNotCancellable',
    message: 'This withdrawal can no longer be cancelled: it was already approved or finished.',
  },
} satisfies Record<string, MessageDescriptor>
