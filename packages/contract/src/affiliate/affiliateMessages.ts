import type { MessageDescriptor } from '../i18n/message'

/**
 * The affiliate area's error messages on their own: the error table (errors.ts) reaches them
 * from the first page, which must not carry this area's schemas (decision 004).
 */
export const affiliateErrorMessages = {
  codeLimit: /*i18n*/ {
    id: 'error.invitationCodeLimit',
    message: 'You already have the most invitation codes allowed. Use one of them.',
  },
} satisfies Record<string, MessageDescriptor>
