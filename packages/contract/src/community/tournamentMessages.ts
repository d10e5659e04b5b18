import type { MessageDescriptor } from '../i18n/message'

/**
 * The tournaments' error messages on their own: the error table (errors.ts) reaches them
 * from the first page, which must not carry this area's schemas (decision 004).
 */
export const tournamentErrorMessages = {
  tournamentEnded: /*i18n*/ {
    id: 'error.tournamentEnded',
    message: 'This tournament has ended, so it can no longer be joined.',
  },
} satisfies Record<string, MessageDescriptor>
