import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  endpoints,
  withdrawalErrorMessages,
  type WalletBalanceResponse,
  type WithdrawalInfoResponse,
  type WithdrawalResponse,
} from '@atb/contract'
import type { FieldErrors, FormEvent, FormOutput, FormValuesOf } from '../form/createFormMachine'
import { errorCodeOf, errorMessageOf, type FormMessage } from '../lib/errors'
import { fieldRefusals } from '../transfer/transferForm'
import { fromUnits, toUnits } from '../transfer/transferMoney'
import {
  withdrawForm,
  type withdrawFormSchema,
  type WithdrawDetails,
  type WithdrawRequest,
} from './withdrawForm'

export * from './withdrawForm'

/** What the page needs before the form: the balance, and the fee, limits and any pause. */
export interface WithdrawWallet {
  balance: WalletBalanceResponse
  info: WithdrawalInfoResponse
}

export interface WithdrawContext {
  /** Whether the account has a transaction password; without one there is no form. */
  hasTransactionPassword: boolean
  /** Two-factor sign-in is on: the form asks for a code from the app (decision 082). */
  twoFactor: boolean
  balance: WalletBalanceResponse | null
  info: WithdrawalInfoResponse | null
  loadError: FormMessage | null
  /** The filled form, kept while the user confirms and when they go back to it. */
  details: WithdrawDetails | null
  /** The idempotency key, and the withdrawal (amount and address) it was made for. */
  requestId: string | null
  requestFor: string | null
  result: WithdrawalResponse | null
  /** A failure that belongs to no field: the form's (or the confirm step's) alert. */
  error: FormMessage | null
  fieldErrors: FieldErrors
}

export type WithdrawEvent =
  | FormEvent<FormValuesOf<typeof withdrawFormSchema>>
  /** Fills the amount with the most the balance and today's limit allow, the fee set aside. */
  | { type: 'withdraw.max' }
  | { type: 'withdraw.back' }
  | { type: 'withdraw.confirm' }
  /** Loads the balance and the limits again (after a failure, or when a pause may be over). */
  | { type: 'withdraw.retry' }
  /** After a withdrawal: a new, empty one. */
  | { type: 'withdraw.again' }

const withdrawalKey = (d: WithdrawDetails) => `${d.to_address.toLowerCase()}|${toUnits(d.amount)}`

/** amount + fee, in the wallet's micro-units. */
export const withdrawTotal = (amount: number, fee: string): string =>
  fromUnits(toUnits(amount) + toUnits(fee))

/** The largest amount a withdrawal may take now: balance less the fee, within the limits. */
export function withdrawMax(balance: WalletBalanceResponse, info: WithdrawalInfoResponse): number {
  const afterFee = toUnits(balance.available) - toUnits(info.fee)
  const caps = [afterFee, toUnits(info.remaining_today), toUnits(info.max)]
  const most = caps.reduce((a, b) => (b < a ? b : a))
  return most > 0n ? Number(fromUnits(most)) : 0
}

const fresh = {
  details: null,
  requestId: null,
  requestFor: null,
  result: null,
  error: null,
  fieldErrors: {},
} satisfies Partial<WithdrawContext>

/**
 * /assets/withdraw (issue 15, decision 064): load the balance and limits → fill (amount, BEP20
 * address, transaction password) → check the fee and what arrives → request once (one request
 * id per filled withdrawal, kept across retries) → done. A pause after a password change ends in
 * `suspended`. The app provides `load` and `submit`.
 */
export const withdrawMachine = setup({
  types: {
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    input: {} as { hasTransactionPassword: boolean; twoFactor?: boolean },
    children: {} as { form: 'form' },
  },
  actors: {
    form: withdrawForm,
    load: fromPromise<WithdrawWallet, Record<string, never>>(() => {
      throw new Error("withdraw: provide 'load'")
    }),
    submit: fromPromise<WithdrawalResponse, WithdrawRequest>(() => {
      throw new Error("withdraw: provide 'submit'")
    }),
  },
  actions: {
    forwardToForm: sendTo('form', ({ event }) => event),
    fillMax: sendTo('form', ({ context }) => ({
      type: 'form.change' as const,
      field: 'amount' as const,
      value: context.balance && context.info ? withdrawMax(context.balance, context.info) : 0,
    })),
    keepDetails: assign((_, { values }: FormOutput<WithdrawDetails, unknown>) => ({
      details: values,
      error: null,
      fieldErrors: {},
    })),
    keepRequestId: assign(({ context }) => {
      const key = context.details ? withdrawalKey(context.details) : null
      if (context.requestId && key === context.requestFor) return {}
      return { requestId: crypto.randomUUID(), requestFor: key }
    }),
    refused: assign((_, { error }: { error: unknown }) => {
      const fieldErrors = fieldRefusals(error, endpoints.withdraw)
      return {
        fieldErrors,
        error: Object.keys(fieldErrors).length > 0 ? null : errorMessageOf(error),
      }
    }),
  },
  guards: {
    noTransactionPassword: ({ context }) => !context.hasTransactionPassword,
    isSuspended: ({ context }) => context.info?.suspended_until != null,
    exceedsBalance: ({ context }, { amount }: { amount: number }) =>
      context.balance !== null &&
      context.info !== null &&
      toUnits(amount) + toUnits(context.info.fee) > toUnits(context.balance.available),
    exceedsToday: ({ context }, { amount }: { amount: number }) =>
      context.info !== null && toUnits(amount) > toUnits(context.info.remaining_today),
    refusedOnField: (_, { error }: { error: unknown }) =>
      Object.keys(fieldRefusals(error, endpoints.withdraw)).length > 0,
    passwordMissing: (_, { error }: { error: unknown }) =>
      errorCodeOf(error) === 'transaction_password_missing',
    suspendedNow: (_, { error }: { error: unknown }) => errorCodeOf(error) === 'security_hold',
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    hasTransactionPassword: input.hasTransactionPassword,
    twoFactor: input.twoFactor ?? false,
    balance: null,
    info: null,
    loadError: null,
    ...fresh,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'noTransactionPassword', target: 'needsTransactionPassword' }, 'loading'],
    },
    /** Withdrawals need a transaction password: the screen links to the page that sets one. */
    needsTransactionPassword: { type: 'final' },
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'load',
        input: {},
        onDone: {
          target: 'checking',
          actions: assign({
            balance: ({ event }) => event.output.balance,
            info: ({ event }) => event.output.info,
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => errorMessageOf(event.error) }),
        },
      },
    },
    checking: { always: [{ guard: 'isSuspended', target: 'suspended' }, 'filling'] },
    loadFailed: { on: { 'withdraw.retry': 'loading' } },
    /** Paused after a password change: the screen says until when; retry looks again. */
    suspended: { on: { 'withdraw.retry': 'loading' } },
    filling: {
      on: {
        'form.change': { actions: 'forwardToForm' },
        'form.blur': { actions: 'forwardToForm' },
        'form.submit': { actions: 'forwardToForm' },
        'form.reset': { actions: 'forwardToForm' },
        'withdraw.max': { actions: 'fillMax' },
      },
      invoke: {
        id: 'form',
        src: 'form',
        input: ({ context }) => ({
          values: context.details ?? {},
          formError: context.error,
          errors: context.fieldErrors,
          context: { two_factor: context.twoFactor },
        }),
        onDone: [
          {
            target: 'filling',
            reenter: true,
            guard: { type: 'exceedsBalance', params: ({ event }) => event.output.values },
            actions: [
              { type: 'keepDetails', params: ({ event }) => event.output },
              assign({ fieldErrors: { amount: withdrawalErrorMessages.insufficient } }),
            ],
          },
          {
            target: 'filling',
            reenter: true,
            guard: { type: 'exceedsToday', params: ({ event }) => event.output.values },
            actions: [
              { type: 'keepDetails', params: ({ event }) => event.output },
              assign({ fieldErrors: { amount: withdrawalErrorMessages.dailyLimit } }),
            ],
          },
          {
            target: 'confirming',
            actions: { type: 'keepDetails', params: ({ event }) => event.output },
          },
        ],
      },
    },
    confirming: {
      entry: 'keepRequestId',
      on: {
        'withdraw.back': { target: 'filling', actions: assign({ error: null, fieldErrors: {} }) },
        'withdraw.confirm': { target: 'sending', actions: assign({ error: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({
          amount: context.details?.amount ?? NaN,
          to_address: context.details?.to_address ?? '',
          transaction_password: context.details?.transaction_password ?? '',
          ...(context.details?.totp_code ? { totp_code: context.details.totp_code } : {}),
          request_id: context.requestId ?? '',
        }),
        onDone: {
          target: 'done',
          actions: assign({
            result: ({ event }) => event.output,
            balance: ({ event }) => event.output.balance,
          }),
        },
        onError: [
          {
            guard: { type: 'passwordMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'needsTransactionPassword',
          },
          {
            // Paused meanwhile (a password changed in another tab): reload to show until when.
            guard: { type: 'suspendedNow', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
          },
          {
            // Refused (wrong password, too little, over the limit, a bad address): fix it there.
            guard: { type: 'refusedOnField', params: ({ event }) => ({ error: event.error }) },
            target: 'filling',
            actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
          },
          {
            // Unknown whether it was held (offline, a fault): confirming again resends the same id.
            target: 'confirming',
            actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      on: { 'withdraw.again': { target: 'loading', actions: assign(fresh) } },
    },
  },
})
