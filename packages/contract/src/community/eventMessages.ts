import type { MessageDescriptor } from '../i18n/message'

/**
 * The events' error messages on their own: the error table (errors.ts) reaches them
 * from the first page, which must not carry this area's schemas (decision 004).
 */
export const eventErrorMessages = {
  eventEnded: /*i18n*/ {
    id: 'error.eventEnded',
    message: 'This event has ended, so it can no longer be joined.',
  },
  eventFull: /*i18n*/ {
    id: 'error.eventFull',
    message: 'This event is full: every place has been taken.',
  },
} satisfies Record<string, MessageDescriptor>
