import { fromPromise, type AnyActorLogic } from 'xstate'
import { transferMachine, withdrawMachine } from '@atb/machines'

/** The transfer machine's calls a story answers; any it leaves out never answers. */
export interface FakeTransfer {
  loadBalance?: AnyActorLogic
  lookupRecipient?: AnyActorLogic
  submit?: AnyActorLogic
}

const pending = fromPromise(() => new Promise<never>(() => undefined))

/** The real transfer machine with canned calls: nothing reaches the network. */
export function fakeTransfer({ loadBalance, lookupRecipient, submit }: FakeTransfer) {
  return transferMachine.provide({
    actors: {
      loadBalance: (loadBalance ?? pending) as never,
      lookupRecipient: (lookupRecipient ?? pending) as never,
      submit: (submit ?? pending) as never,
    },
  })
}

/** The withdraw machine's calls a story answers; any it leaves out never answers. */
export interface FakeWithdraw {
  load?: AnyActorLogic
  submit?: AnyActorLogic
}

/** The real withdraw machine with canned calls: nothing reaches the network. */
export function fakeWithdraw({ load, submit }: FakeWithdraw) {
  return withdrawMachine.provide({
    actors: { load: (load ?? pending) as never, submit: (submit ?? pending) as never },
  })
}
