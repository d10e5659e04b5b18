import { fromPromise, type AnyActorLogic } from 'xstate'
import type { TwoFactorSetupResponse } from '@atb/contract'
import { twoFactorEnableFormMachine, type FormValues } from '@atb/machines'
import { accountFlows } from '../../../services/accountFlows'

/** A secret as POST /two_factor/setup answers it (the RFC 6238 test key, not anyone's). */
export const storyTwoFactorSecret: TwoFactorSetupResponse = {
  secret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ',
  otpauth_url:
    'otpauth://totp/Auto%20Trading%20Bot:trader%40example.com?issuer=Auto%20Trading%20Bot&secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&algorithm=SHA1&digits=6&period=30',
}

/** Ten codes as the enable call answers them, grouped for reading. */
export const storyRecoveryCodes = [
  'K7QMX-3RZ2P',
  'H9WNB-6TYC4',
  'P2DFG-8SJV5',
  'X4RKM-2QHW7',
  'C6TZN-9BPE3',
  'M3VYA-5GKR8',
  'W8HJQ-4NDT2',
  'F5BXS-7MCZ9',
  'R2PEK-6WUA3',
  'T9GCH-3XVN4',
]

const answers = <T>(value: T) => fromPromise<T, FormValues>(async () => value)

export interface FakeTwoFactor {
  /** POST /two_factor/setup; by default it answers the story secret. */
  setup?: AnyActorLogic
  /** POST /two_factor/enable; by default it answers the story codes. */
  enable?: AnyActorLogic
  /** POST /two_factor/disable; by default it is done. */
  disable?: AnyActorLogic
}

/** The two-factor flows with canned calls: nothing reaches the network. */
export function fakeTwoFactor({ setup, enable, disable }: FakeTwoFactor = {}) {
  return {
    twoFactorSetup: accountFlows.twoFactorSetup.provide({
      actors: {
        createSecret: (setup ?? answers(storyTwoFactorSecret)) as never,
        enableForm: twoFactorEnableFormMachine.provide({
          actors: {
            submit: (enable ?? answers({ recovery_codes: storyRecoveryCodes })) as never,
          },
        }),
      },
    }),
    twoFactorDisable: accountFlows.twoFactorDisable.provide({
      actors: { submit: (disable ?? answers({ done: true })) as never },
    }),
    saveTextFile: () => undefined,
  }
}
