import { assign, fromPromise, sendTo, setup } from 'xstate'
import {
  walletErrorMessages,
  type TransferRecipientResponse,
  type TransferResponse,
  type WalletBalanceResponse,
} from '@atb/contract'
import type { FieldErrors, FormEvent, FormOutput, FormValuesOf } from '../form/createFormMachine'
import { errorCodeOf, errorMessageOf } from '../lib/errors'
import type { FormMessage } from '../lib/errors'
import {
  fieldRefusals,
  transferForm,
  type transferFormSchema,
  type TransferDetails,
  type TransferRequest,
} from './transferForm'
import { balanceAfter, toUnits } from './transferMoney'

export * from './transferForm'
export * from './transferMoney'

export interface TransferContext {
  /** Whether the account has a transaction password; without one there is no form. */
  hasTransactionPassword: boolean
  balance: WalletBalanceResponse | null
  /** The balance could not be loaded; the screen offers a retry. */
  loadError: FormMessage | null
  /** The filled form, kept while the user confirms and when they go back to it. */
  details: TransferDetails | null
  recipient: TransferRecipientResponse | null
  /** The available balance once this transfer has left, as a decimal string. */
  balanceAfter: string | null
  /** The idempotency key, and the transfer (recipient and amount) it was made for. */
  requestId: string | null
  requestFor: string | null
  result: TransferResponse | null
  /** A failure that belongs to no field: shown as the form's (or the confirm step's) alert. */
  error: FormMessage | null
  /** Refusals by field, carried into the form when the flow goes back to it. */
  fieldErrors: FieldErrors
}

export type TransferEvent =
  | FormEvent<FormValuesOf<typeof transferFormSchema>>
  /** Fills the amount with the whole available balance. */
  | { type: 'transfer.max' }
  | { type: 'transfer.back' }
  | { type: 'transfer.confirm' }
  /** Loads the balance again after it failed. */
  | { type: 'transfer.retry' }
  /** After a transfer: a new, empty one. */
  | { type: 'transfer.again' }

/** What one request id stands for: the same recipient and amount may reuse it, nothing else. */
const transferKey = (details: TransferDetails) =>
  `${details.destination_user_id}|${toUnits(details.amount)}`

const fresh = {
  details: null,
  recipient: null,
  balanceAfter: null,
  requestId: null,
  requestFor: null,
  result: null,
  error: null,
  fieldErrors: {},
} satisfies Partial<TransferContext>

/**
 * /assets/transfer (issue 15): load the balance (held after a security change: say until when,
 * decision 081) → fill → look up the recipient's nickname → confirm → send once (one request id
 * per filled transfer, kept across retries) → done.
 * The app provides `loadBalance`, `lookupRecipient` and `submit`.
 */
export const transferMachine = setup({
  types: {
    context: {} as TransferContext,
    events: {} as TransferEvent,
    input: {} as { hasTransactionPassword: boolean },
    children: {} as { form: 'form' },
  },
  actors: {
    form: transferForm,
    loadBalance: fromPromise<WalletBalanceResponse, Record<string, never>>(() => {
      throw new Error("transfer: provide 'loadBalance'")
    }),
    lookupRecipient: fromPromise<TransferRecipientResponse, { destination_user_id: string }>(() => {
      throw new Error("transfer: provide 'lookupRecipient'")
    }),
    submit: fromPromise<TransferResponse, TransferRequest>(() => {
      throw new Error("transfer: provide 'submit'")
    }),
  },
  actions: {
    forwardToForm: sendTo('form', ({ event }) => event),
    fillMax: sendTo('form', ({ context }) => ({
      type: 'form.change' as const,
      field: 'amount' as const,
      value: Number(context.balance?.available ?? 0),
    })),
    keepDetails: assign((_, { values }: FormOutput<TransferDetails, unknown>) => ({
      details: values,
      error: null,
      fieldErrors: {},
    })),
    /** A new id only for a new transfer: a retry, or a return to the same one, keeps it. */
    keepRequestId: assign(({ context }) => {
      const key = context.details ? transferKey(context.details) : null
      if (context.requestId && key === context.requestFor) return {}
      return { requestId: crypto.randomUUID(), requestFor: key }
    }),
    refused: assign((_, { error }: { error: unknown }) => {
      const fieldErrors = fieldRefusals(error)
      // Said once: on its field when it has one, else as the alert.
      return {
        fieldErrors,
        error: Object.keys(fieldErrors).length > 0 ? null : errorMessageOf(error),
      }
    }),
  },
  guards: {
    noTransactionPassword: ({ context }) => !context.hasTransactionPassword,
    exceedsBalance: ({ context }, { amount }: { amount: number }) =>
      context.balance !== null && toUnits(amount) > toUnits(context.balance.available),
    refusedOnField: (_, { error }: { error: unknown }) =>
      Object.keys(fieldRefusals(error)).length > 0,
    /** The profile said there was one, the server says there is none (cleared meanwhile). */
    passwordMissing: (_, { error }: { error: unknown }) =>
      errorCodeOf(error) === 'transaction_password_missing',
    isHeld: ({ context }) => context.balance?.hold_until != null,
    heldNow: (_, { error }: { error: unknown }) => errorCodeOf(error) === 'security_hold',
  },
}).createMachine({
  id: 'transfer',
  context: ({ input }) => ({
    hasTransactionPassword: input.hasTransactionPassword,
    balance: null,
    loadError: null,
    ...fresh,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'noTransactionPassword', target: 'needsTransactionPassword' }, 'loading'],
    },
    /** Transfers need a transaction password: the screen links to the page that sets one. */
    needsTransactionPassword: { type: 'final' },
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'loadBalance',
        input: {},
        onDone: { target: 'checking', actions: assign({ balance: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ loadError: ({ event }) => errorMessageOf(event.error) }),
        },
      },
    },
    checking: { always: [{ guard: 'isHeld', target: 'held' }, 'filling'] },
    loadFailed: { on: { 'transfer.retry': 'loading' } },
    /** Held after a security change (decision 081): the screen says until when; retry looks again. */
    held: { on: { 'transfer.retry': 'loading' } },
    filling: {
      on: {
        'form.change': { actions: 'forwardToForm' },
        'form.blur': { actions: 'forwardToForm' },
        'form.submit': { actions: 'forwardToForm' },
        'form.reset': { actions: 'forwardToForm' },
        'transfer.max': { actions: 'fillMax' },
      },
      invoke: {
        id: 'form',
        src: 'form',
        // Back from the confirm step, or refused by the server, the user's values are kept.
        input: ({ context }) => ({
          values: context.details ?? {},
          formError: context.error,
          errors: context.fieldErrors,
        }),
        onDone: [
          {
            target: 'filling',
            reenter: true,
            guard: { type: 'exceedsBalance', params: ({ event }) => event.output.values },
            actions: [
              { type: 'keepDetails', params: ({ event }) => event.output },
              assign({ fieldErrors: { amount: walletErrorMessages.walletInsufficient } }),
            ],
          },
          {
            target: 'lookingUp',
            actions: { type: 'keepDetails', params: ({ event }) => event.output },
          },
        ],
      },
    },
    lookingUp: {
      invoke: {
        src: 'lookupRecipient',
        input: ({ context }) => ({
          destination_user_id: context.details?.destination_user_id ?? '',
        }),
        onDone: {
          target: 'confirming',
          actions: assign({
            recipient: ({ event }) => event.output,
            balanceAfter: ({ context }) =>
              context.balance && context.details
                ? balanceAfter(context.balance.available, context.details.amount)
                : null,
          }),
        },
        onError: {
          target: 'filling',
          actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    confirming: {
      entry: 'keepRequestId',
      on: {
        'transfer.back': { target: 'filling', actions: assign({ error: null, fieldErrors: {} }) },
        'transfer.confirm': { target: 'sending', actions: assign({ error: null }) },
      },
    },
    sending: {
      invoke: {
        src: 'submit',
        input: ({ context }) => ({
          destination_user_id: context.details?.destination_user_id ?? '',
          amount: context.details?.amount ?? NaN,
          transaction_password: context.details?.transaction_password ?? '',
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
            // Held meanwhile (a password changed in another tab): reload to show until when.
            guard: { type: 'heldNow', params: ({ event }) => ({ error: event.error }) },
            target: 'loading',
          },
          {
            // Refused (wrong password, unknown recipient, too little): nothing moved; fix it there.
            guard: { type: 'refusedOnField', params: ({ event }) => ({ error: event.error }) },
            target: 'filling',
            actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
          },
          {
            // Unknown whether it moved (offline, a fault): confirming again resends the same id.
            target: 'confirming',
            actions: { type: 'refused', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      on: { 'transfer.again': { target: 'loading', actions: assign(fresh) } },
    },
  },
})
