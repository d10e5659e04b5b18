import type { MessageDescriptor } from './message'

/**
 * Validation messages. The first ten are spec section 5 word for word; the numeric and
 * choice ones are ours (the spec does not show them), worded in the same voice.
 */
export const validation = {
  email: /*i18n*/ { id: 'validation.email', message: 'The field must be a valid email' },
  required: /*i18n*/ { id: 'validation.required', message: 'The {label} field is required' },
  minLength: /*i18n*/ {
    id: 'validation.minLength',
    message: 'The {label} must be at least {n} characters long',
  },
  maxLength: /*i18n*/ {
    id: 'validation.maxLength',
    message: 'must be less than or equal to {n} characters long',
  },
  maxItems: /*i18n*/ {
    id: 'validation.maxItems',
    message: 'The {label} list can have at most {n} items',
  },
  match: /*i18n*/ { id: 'validation.match', message: 'The {label} does not match' },
  checked: /*i18n*/ { id: 'validation.checked', message: 'The {label} must be checked' },
  specialCharacters: /*i18n*/ {
    id: 'validation.specialCharacters',
    message: 'The {label} not allow special characters',
  },
  lessThanLastPrice: /*i18n*/ {
    id: 'validation.lessThanLastPrice',
    message: 'The {label} must be less than the last price {price}',
  },
  agreeRisk: /*i18n*/ { id: 'validation.agreeRisk', message: 'You must agree to the risk' },
  agreeShareProfit: /*i18n*/ {
    id: 'validation.agreeShareProfit',
    message: 'You must agree to share profit',
  },
  exactLength: /*i18n*/ {
    id: 'validation.exactLength',
    message: 'The {label} must be exactly {n} characters long',
  },
  number: /*i18n*/ { id: 'validation.number', message: 'The {label} must be a number' },
  min: /*i18n*/ { id: 'validation.min', message: 'The {label} must be at least {min}' },
  max: /*i18n*/ { id: 'validation.max', message: 'The {label} must be at most {max}' },
  greaterThan: /*i18n*/ {
    id: 'validation.greaterThan',
    message: 'The {label} must be greater than {min}',
  },
  oneOf: /*i18n*/ { id: 'validation.oneOf', message: 'The {label} must be one of {values}' },
  sumTo: /*i18n*/ { id: 'validation.sumTo', message: 'The {label} must add up to {total}' },
  integer: /*i18n*/ { id: 'validation.integer', message: 'The {label} must be a whole number' },
  lessThanField: /*i18n*/ {
    id: 'validation.lessThanField',
    message: 'The {label} must be less than the {other}',
  },
  greaterThanField: /*i18n*/ {
    id: 'validation.greaterThanField',
    message: 'The {label} must be greater than the {other}',
  },
  equals: /*i18n*/ { id: 'validation.equals', message: 'The {label} must be exactly {n}' },
  atMostField: /*i18n*/ {
    id: 'validation.atMostField',
    message: 'The {label} must be at most the {other}',
  },
  rebalanceBeforeLiquidation: /*i18n*/ {
    id: 'validation.rebalanceBeforeLiquidation',
    message:
      'At {leverage}× leverage, rebalance after a move of {max} % or less, before the short could be liquidated',
  },
  gridInvestmentTooSmall: /*i18n*/ {
    id: 'validation.gridInvestmentTooSmall',
    message:
      'The {label} must be at least {min} {asset}: {grids} grids of at least {perGrid} {asset} each, plus 1 % for fees',
  },
  gridInvestmentTooLarge: /*i18n*/ {
    id: 'validation.gridInvestmentTooLarge',
    message:
      'The {label} must be at most {max} {asset}: {grids} grids of at most {perGrid} {asset} each, plus 1 % for fees',
  },
  gridAmountBelowLot: /*i18n*/ {
    id: 'validation.gridAmountBelowLot',
    message:
      'The {label} must be at least {min} {asset}: a smaller order is below the exchange’s minimum at some levels',
  },
  // Requests no form sends (hand-made or hostile): they name the field by its key, never by value.
  wrongType: /*i18n*/ {
    id: 'validation.wrongType',
    message: 'The {field} field has the wrong type',
  },
  nulCharacter: /*i18n*/ {
    id: 'validation.nulCharacter',
    message: 'The {field} field must not contain NUL characters',
  },
  invalid: /*i18n*/ { id: 'validation.invalid', message: 'The {field} field is not valid' },
  maxDecimals: /*i18n*/ {
    id: 'validation.maxDecimals',
    message: 'The {label} can have at most {n} decimal places',
  },
  nearLastPrice: /*i18n*/ {
    id: 'validation.nearLastPrice',
    message:
      'The {label} must be between {min} and {max}, within {factor} times the last price {price}',
  },
} satisfies Record<string, MessageDescriptor>
