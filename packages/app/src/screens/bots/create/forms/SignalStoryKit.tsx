import { useLingui } from '@lingui/react/macro'
import type { MarketSymbolInfo } from '@atb/contract'
import { Button, Form, useFormatter } from '@atb/ui'
import type { SetupEnv } from '../setup/types'
import { useSetupForm } from '../setup/useSetupForm'
import { setups } from './signal'
import { SignalForm, type SignalBinding, type SignalValues } from './SignalForm'

/** Fixed set-ups for the signal forms' stories: a Paper account with a BTC pair chosen. */
const pair = (symbol: string, base: string, quote = 'USDT'): MarketSymbolInfo => ({
  symbol,
  market: 'crypto',
  base,
  quote,
  tick_size: '0.01',
  step_size: '0.0001',
  min_notional: '5',
  intervals: ['1h'],
})

export const storySymbols = [
  pair('BTCUSDT', 'BTC'),
  pair('ETHUSDT', 'ETH'),
  pair('SOLUSDT', 'SOL'),
  pair('WLDUSDT', 'WLD'),
]

export const spotEnv: SetupEnv = {
  kind: 'spot_signal',
  market: 'crypto',
  exchange: 'paper',
  symbol: storySymbols[0],
  lastPrice: 97_250.5,
  balances: { USDT: 500, BTC: 0.01 },
}

export const futuresEnv: SetupEnv = { ...spotEnv, kind: 'future_signal' }

type Kind = keyof typeof setups

/**
 * A signal form as the setup page runs it (its kind's setup machine, the agreements already
 * ticked, which are the page's), with Next to validate and the review it leads to.
 */
export function SignalStory({
  kind,
  env,
  values,
}: {
  kind: Kind
  env: SetupEnv
  values?: Partial<SignalValues>
}) {
  const { t } = useLingui()
  const setup = setups[kind]
  const { form } = useSetupForm(kind, {
    values: {
      ...setup.initialValues(env),
      agree_risk: true,
      agree_share_profit: true,
      ...values,
    } as never,
  })
  const binding = form as unknown as SignalBinding
  const submitted = binding.context?.submitted as SignalValues | null | undefined
  return (
    // The machine validates: native constraint checks would block Next while a field shows an error.
    <Form onSubmit={binding.onSubmit} aria-label={t`Next`} validationBehavior="aria">
      <SignalForm form={binding} env={env} symbols={storySymbols} />
      <Button type="submit">{t`Next`}</Button>
      {binding.isSuccess && submitted ? <Review kind={kind} values={submitted} env={env} /> : null}
    </Form>
  )
}

function Review({ kind, values, env }: { kind: Kind; values: SignalValues; env: SetupEnv }) {
  const f = useFormatter()
  const setup = setups[kind] as (typeof setups)['spot_signal']
  const lines = setup.useReview(values as never, env)
  const capital = setup.capital(values as never, env) ?? {}
  return (
    <dl data-testid="review">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      {Object.entries(capital).map(([asset, amount]) => (
        <div key={asset}>
          <dt>{asset}</dt>
          <dd data-testid="capital">{f.money(amount, asset)}</dd>
        </div>
      ))}
    </dl>
  )
}
