import type { ConfigurableKind } from '@atb/contract'
import type { StoredWizard } from '@atb/machines'
import { setups as gridSetups } from '../forms/grid'
import type { KindSetup, SetupValues } from '../setup/types'

/** The spot grid's real setup (its form, review lines and capital), as the wizard loads it. */
export const storyGridSetup = gridSetups.spot_grid as unknown as KindSetup

/** A spot grid that passed its checks, as the wizard keeps it in the tab. */
export const storyGridValues = {
  lower_price: 60000,
  upper_price: 70000,
  number_of_grid: 20,
  coin_per_grid: 25,
  space_of_grid: 0.76,
  grid_mode: 'arithmetic',
  agree_risk: true,
} as unknown as SetupValues<ConfigurableKind>

export const storyReviewed: StoredWizard = {
  market: 'crypto',
  theme: 'grid',
  kind: 'spot_grid',
  exchange: 'paper',
  symbol: 'BTCUSDT',
  symbolMarket: null,
  values: { spot_grid: storyGridValues },
  reviewed: 'spot_grid',
}

/** A kind whose fields are not shown here (a signal follow): only the page's own parts are. */
export const storyBareSetup: KindSetup = {
  Form: () => null,
  initialValues: () => ({}),
  capital: () => undefined,
  useReview: () => [],
}
