import type { ConfigurableKind } from '@atb/contract'
import type { KindSetup, SetupEnv, SetupValues } from '../setup/types'
import { useSetupForm } from '../setup/useSetupForm'
import { storyCoinFields, storyPairEnv } from './storyPair'

/** The pair every spot-bot story trades: BTCUSDT on Paper at 65,000 with 10,000 USDT free. */
export const storyEnv = storyPairEnv

const pair = storyCoinFields

export interface SetupStoryProps<K extends ConfigurableKind> {
  kind: K
  setup: KindSetup<K>
  /** Values on top of the kind's starting values, as the wizard would keep them. */
  values?: Partial<SetupValues<K>>
  env?: SetupEnv
  /** A phone's width in px, to show the form stacked. */
  width?: number
}

/** A kind's setup form as the setup step runs it: its form machine, its starting values, a pair. */
export function SetupStory<K extends ConfigurableKind>({
  kind,
  setup,
  values,
  env = storyEnv(kind),
  width,
}: SetupStoryProps<K>) {
  const { form } = useSetupForm(kind, {
    values: { ...pair, ...setup.initialValues(env), ...values } as Partial<SetupValues<K>>,
  })
  const { Form } = setup
  return (
    <div data-phone={width ? true : undefined} style={{ maxWidth: width ?? 760, overflow: 'auto' }}>
      <Form form={form} env={env} />
    </div>
  )
}
