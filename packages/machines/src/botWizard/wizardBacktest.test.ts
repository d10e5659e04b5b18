import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { BacktestResponse } from '@atb/contract'
import { botWizardMachine, reviewBacktestOf, type StoredWizard } from './botWizard.machine'

const result = {
  kind: 'spot_grid',
  symbol: 'BTCUSDT',
  from: 0,
  to: 7 * 86_400_000,
  interval: '5m',
  candles: 2016,
  summary: {
    return_pct: 1,
    max_drawdown_pct: 1,
    trades: 3,
    fees: '0.1',
    grid_profit: '2',
    initial: '500',
    final: '505',
  },
  equity_curve: [],
  source: 'replay',
} satisfies BacktestResponse

const gridValues = {
  exchange_name: 'paper',
  lower_price: 60000,
  upper_price: 70000,
  number_of_grid: 20,
  agree_risk: true,
}

function start() {
  const stored: StoredWizard[] = []
  const machine = botWizardMachine.provide({
    actions: { persist: (_, copy) => void stored.push(copy) },
  })
  const actor = createActor(machine, { input: { stored: null } })
  actor.start()
  actor.send({ type: 'wizard.open', market: 'crypto', theme: 'grid', strategy: 'spot_grid' })
  actor.send({ type: 'wizard.chooseSymbol', symbol: 'BTCUSDT' })
  const review = () => {
    const c = actor.getSnapshot().context
    return reviewBacktestOf(c.backtest, 'spot_grid', c.symbol, c.values.spot_grid)
  }
  return { actor, stored, review }
}

/** The panel's report: the config it ran, the agreements left out. */
const ran = (config: Record<string, unknown>, days = 7) =>
  ({
    type: 'wizard.backtested',
    backtest: { kind: 'spot_grid', symbol: 'BTCUSDT', config, days, result },
  }) as const

describe('the wizard’s last backtest', () => {
  it('shows on the review while it ran the config under review, and never leaves memory', () => {
    const { actor, stored, review } = start()
    expect(review()).toEqual({ status: 'none' })
    const { agree_risk: _agree, ...config } = gridValues
    actor.send(ran(config, 30))
    actor.send({ type: 'wizard.review', values: gridValues })
    expect(actor.getSnapshot().value).toBe('review')
    expect(review()).toMatchObject({ status: 'current', backtest: { days: 30, result } })
    expect(JSON.stringify(stored)).not.toContain('equity_curve')
  })

  it('says the settings changed once the reviewed config or the pair differs', () => {
    const { actor, review } = start()
    actor.send(ran({ ...gridValues, number_of_grid: 20 }))
    actor.send({ type: 'wizard.review', values: { ...gridValues, number_of_grid: 30 } })
    expect(review()).toEqual({ status: 'changed', days: 7 })
    actor.send({ type: 'wizard.back' })
    actor.send({ type: 'wizard.keepValues', values: gridValues })
    expect(review()).toMatchObject({ status: 'current' })
    actor.send({ type: 'wizard.chooseSymbol', symbol: 'ETHUSDT' })
    expect(review()).toEqual({ status: 'changed', days: 7 })
  })

  it('reads the form’s values and the checked ones as one config, on any venue', () => {
    const { actor, review } = start()
    actor.send(ran({ upper_price: '70000', number_of_grid: '20', lower_price: '60000' }))
    actor.send({ type: 'wizard.chooseExchange', exchange: 'binance' })
    actor.send({
      type: 'wizard.review',
      values: { ...gridValues, exchange_name: 'binance', unknown_field: 1 },
    })
    expect(review()).toMatchObject({ status: 'current' })
  })

  it('belongs to its kind: another kind has none', () => {
    const { actor } = start()
    actor.send(ran(gridValues))
    const c = actor.getSnapshot().context
    expect(reviewBacktestOf(c.backtest, 'futures_grid', 'BTCUSDT', gridValues)).toEqual({
      status: 'none',
    })
  })
})
