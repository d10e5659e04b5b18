import { NumberField, useFormatter } from '@atb/ui'
import type { ConfigurableKind } from '@atb/contract'
import type { StoredWizard } from '@atb/machines'
import type { FormBinding } from '../../../account/useFormBinding'
import type { KindSetup, SetupValues } from '../setup/types'

type GridFields = FormBinding<{
  lower_price?: number
  upper_price?: number
  number_of_grid?: number
}>

/**
 * A stand-in for a kind's setup (the grid family's own module is another part of issue 11): a
 * few real grid fields, so the wizard's page, review and refusals can be shown on their own.
 */
export const storyGridSetup: KindSetup = {
  Form: ({ form }) => {
    const grid = form as unknown as GridFields
    return (
      <>
        <NumberField {...grid.number('lower_price')} label="Lower price" unit="USDT" />
        <NumberField {...grid.number('upper_price')} label="Upper price" unit="USDT" />
        <NumberField {...grid.number('number_of_grid')} label="Number of grids" />
      </>
    )
  },
  initialValues: () => ({}),
  capital: (values) => {
    const { coin_per_grid: each, number_of_grid: grids } = values as Record<string, unknown>
    return typeof each === 'number' && typeof grids === 'number'
      ? { USDT: each * grids }
      : undefined
  },
  useReview: (values) => {
    const f = useFormatter()
    const grid = values as { lower_price: number; upper_price: number; number_of_grid: number }
    return [
      {
        label: 'Price range',
        value: `${f.price(grid.lower_price)} – ${f.price(grid.upper_price)}`,
      },
      { label: 'Grids', value: f.number(grid.number_of_grid) },
    ]
  },
  needsPair: true,
}

/** A spot grid that passed its checks, as the wizard keeps it in the tab. */
export const storyGridValues = {
  lower_price: 60000,
  upper_price: 70000,
  number_of_grid: 20,
  coin_per_grid: 25,
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
  needsPair: false,
}
