import { useState, type ComponentType } from 'react'
import { Button } from '@atb/ui'
import { useLingui } from '@lingui/react/macro'
import type { SetupEnv, SetupValues } from '../setup/types'
import { useSetupForm } from '../setup/useSetupForm'
import { setups } from './grid'
import { storyCoinFields, storyPairEnv } from './storyPair'

/** A week of hourly BTCUSDT closes, the same on every run: a wave between ~61,000 and ~69,000. */
export const storyHistory: number[] = Array.from({ length: 7 * 24 }, (_, i) =>
  Math.round(65000 + 4000 * Math.sin(i / 9) + 300 * Math.cos(i * 1.7)),
)

const coin = storyCoinFields

/** The pair and venue every grid story trades, with a week of history for the suggestion. */
export function storyEnv(kind: 'spot_grid' | 'futures_grid', history = true): SetupEnv {
  const env = storyPairEnv(kind)
  return {
    ...env,
    balances: { ...env.balances, BTC: 0 },
    ...(history ? { history: storyHistory } : {}),
  }
}

/** A complete grid: 60,000–70,000 in 10 grids of 100 USDT (1,010 USDT with the reserve). */
export const filledGrid = {
  ...coin,
  lower_price: 60000,
  upper_price: 70000,
  number_of_grid: 10,
  space_of_grid: 1.5,
  coin_per_grid: 100,
  grid_mode: 'arithmetic' as const,
}

export const emptyGrid = { ...coin }

export interface GridStoryProps {
  kind: 'spot_grid' | 'futures_grid'
  env: SetupEnv
  values: Partial<SetupValues<'spot_grid'>> & { total_investment?: number }
}

/** One grid form bound to its own setup form machine, as the wizard's setup step binds it. */
export function GridStory({ kind, env, values }: GridStoryProps) {
  const { t } = useLingui()
  const { form } = useSetupForm(kind, { values })
  const Form = setups[kind].Form as ComponentType<{ form: typeof form; env: SetupEnv }>
  return (
    <form aria-label={kind === 'spot_grid' ? t`Spot grid` : t`Futures grid`} noValidate>
      <Form form={form} env={env} />
    </form>
  )
}

/**
 * A grid form whose pair's price moves when the story presses "Move the price": the suggested
 * range follows it until the user edits the range (decision 089).
 */
export function MovingPriceGridStory({ kind, env, values, to }: GridStoryProps & { to: number }) {
  const [lastPrice, setLastPrice] = useState(env.lastPrice)
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setLastPrice(to)}>
        Move the price
      </Button>
      <GridStory
        kind={kind}
        env={{ ...env, ...(lastPrice ? { lastPrice } : {}) }}
        values={values}
      />
    </>
  )
}
