import type { MessageDescriptor } from '../i18n/message'

/**
 * The signals' messages on their own: the error table (errors.ts) reaches them
 * from the first page, which must not carry this area's schemas (decision 004).
 */
export const signalMessages = {
  takeProfitSide: /*i18n*/ {
    id: 'validation.signalTakeProfitSide',
    message: 'The take profit must be above the entry for a BUY and below it for a SELL',
  },
  stopLossSide: /*i18n*/ {
    id: 'validation.signalStopLossSide',
    message: 'The stop loss must be below the entry for a BUY and above it for a SELL',
  },
  unknownSignal: /*i18n*/ {
    id: 'validation.signalUnknown',
    message: 'There is no signal {id} to follow on this market',
  },
  unknownSymbol: /*i18n*/ {
    id: 'validation.signalUnknownSymbol',
    message: 'The market has no pair {symbol}',
  },
  entryAway: /*i18n*/ {
    id: 'validation.signalEntryAway',
    message: 'The entry must be within {pct}% of the last price {price}',
  },
  invalidProviderKey: /*i18n*/ {
    id: 'error.invalidProviderKey',
    message: 'The provider key is not valid.',
  },
  reviewExists: /*i18n*/ {
    id: 'error.reviewExists',
    message: 'You have already reviewed this signal. Reply to a review instead.',
  },
  reviewNotFound: /*i18n*/ {
    id: 'error.reviewNotFound',
    message: 'The review you are replying to no longer exists.',
  },
} satisfies Record<string, MessageDescriptor>
