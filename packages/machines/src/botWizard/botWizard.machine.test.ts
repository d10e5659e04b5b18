import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import {
  errorMessages,
  message,
  messageForCode,
  validation,
  type BotCreateRequest,
  type BotSummary,
  type Message,
} from '@atb/contract'
import { apiFailure } from '../lib/fixtures'
import {
  botWizardMachine,
  storedFrom,
  type PreparedSetup,
  type PrepareInput,
  type StoredWizard,
} from './botWizard.machine'

const bot: BotSummary = {
  id: 'bot-1',
  kind: 'spot_grid',
  exchange_name: 'paper',
  market: 'crypto',
  symbols: ['BTCUSDT'],
  status: 'running',
  reason: null,
  config_version: 1,
  allocation: { USDT: '500' },
  realized_pnl: '0',
  fees: '0',
  trades: 0,
  stop_mode: null,
  created_at: '2030-01-01T00:00:00.000Z',
  stopped_at: null,
} as unknown as BotSummary

const gridValues = {
  lower_price: 60000,
  upper_price: 70000,
  number_of_grid: 20,
  agree_risk: true,
}

const gridMessage: Message = message(validation.required, { label: 'Upper price' })

/** A Paper grid as the app prepares it from the market: the suggestion and the default total. */
const prepared: PreparedSetup = {
  values: {
    exchange_name: 'paper',
    coin_symbol: 'BTCUSDT',
    coin_base_asset: 'BTC',
    coin_quote_asset: 'USDT',
    lower_price: 63000,
    upper_price: 67000,
    number_of_grid: 8,
    space_of_grid: 0.77,
    grid_mode: 'arithmetic',
    total_investment: 1000,
    coin_per_grid: 123.76,
  },
  market: {
    lastPrice: 65000,
    lot: { tick_size: '0.01', step_size: '0.00001', min_notional: '5' },
  },
}

function start(
  options: {
    stored?: Partial<StoredWizard>
    create?: (req: BotCreateRequest) => Promise<BotSummary>
    prepare?: (input: PrepareInput) => Promise<PreparedSetup>
  } = {},
) {
  const stored: StoredWizard[] = []
  const requests: BotCreateRequest[] = []
  const prepares: PrepareInput[] = []
  const log: string[] = []
  const machine = botWizardMachine.provide({
    actors: {
      create: fromPromise(async ({ input }) => {
        requests.push(input)
        return options.create ? options.create(input) : bot
      }),
      prepare: fromPromise(async ({ input }) => {
        prepares.push(input)
        return options.prepare ? options.prepare(input) : prepared
      }),
    },
    actions: {
      persist: (_, copy) => void stored.push(copy),
      forget: () => void log.push('forget'),
    },
  })
  const actor = createActor(machine, { input: { stored: options.stored ?? null } })
  actor.on('wizard.moved', () => void log.push('moved'))
  actor.start()
  const state = () => actor.getSnapshot().value
  const context = () => actor.getSnapshot().context
  return { actor, stored, requests, prepares, log, state, context }
}

/** The dashboard's "Try a Paper grid": the spot grid's review address with `?start=paper`. */
const quickStart = {
  type: 'wizard.quickStart',
  market: 'crypto',
  theme: 'grid',
  strategy: 'spot_grid',
  exchange: 'paper',
} as const

/** Opens the spot grid's setup by its address, as a deep link does. */
const openGridSetup = {
  type: 'wizard.open',
  market: 'crypto',
  theme: 'grid',
  strategy: 'spot_grid',
} as const

describe('botWizard', () => {
  it('starts on the market step with Paper as the exchange', () => {
    const { state, context } = start()
    expect(state()).toBe('market')
    expect(context().exchange).toBe('paper')
  })

  it('walks market → theme → strategy → setup by choosing, persisting each choice', () => {
    const { actor, state, stored, log } = start()
    actor.send({ type: 'wizard.chooseMarket', market: 'crypto' })
    expect(state()).toBe('theme')
    actor.send({ type: 'wizard.chooseTheme', theme: 'grid' })
    expect(state()).toBe('strategy')
    actor.send({ type: 'wizard.chooseStrategy', kind: 'spot_grid' })
    expect(state()).toBe('setup')
    expect(stored.at(-1)).toMatchObject({ market: 'crypto', theme: 'grid', kind: 'spot_grid' })
    expect(log.filter((l) => l === 'moved')).toHaveLength(3)
  })

  it('refuses a theme the market does not have and a kind that is not offered', () => {
    const { actor, state } = start()
    actor.send({ type: 'wizard.chooseMarket', market: 'forex' })
    actor.send({ type: 'wizard.chooseTheme', theme: 'grid' })
    expect(state()).toBe('theme')
    actor.send({ type: 'wizard.open', market: 'crypto', theme: 'quant' })
    expect(state()).toBe('strategy')
    actor.send({ type: 'wizard.chooseStrategy', kind: 'moon_shot' as never })
    expect(state()).toBe('strategy')
    actor.send({ type: 'wizard.chooseStrategy', kind: 'spot_grid' })
    expect(state()).toBe('strategy')
  })

  it('opens the deepest valid step of an address', () => {
    const { actor, state, context } = start()
    actor.send(openGridSetup)
    expect(state()).toBe('setup')
    expect(context()).toMatchObject({ market: 'crypto', theme: 'grid', kind: 'spot_grid' })
    actor.send({ type: 'wizard.open', market: 'moon' })
    expect(state()).toBe('market')
    actor.send({ type: 'wizard.open', market: 'gold', theme: 'grid' })
    expect(state()).toBe('theme')
    expect(context().market).toBe('gold')
    actor.send({ type: 'wizard.open', market: 'forex', theme: 'manual', strategy: 'spot_grid' })
    expect(state()).toBe('strategy')
    actor.send({
      type: 'wizard.open',
      market: 'crypto',
      theme: 'quant',
      strategy: 'moon_shot' as never,
    })
    expect(state()).toBe('strategy')
    expect(context().kind).toBeNull()
  })

  it('opens the review only for values that passed the setup checks', () => {
    const { actor, state } = start()
    actor.send({ ...openGridSetup, step: 'review' })
    expect(state()).toBe('setup')
    actor.send({ type: 'wizard.review', values: gridValues })
    expect(state()).toBe('review')
    actor.send({ ...openGridSetup })
    expect(state()).toBe('setup')
    actor.send({ ...openGridSetup, step: 'review' })
    expect(state()).toBe('review')
  })

  it('keeps each kind’s values when going back, and forgets the review once they change', () => {
    const { actor, state, context } = start()
    actor.send(openGridSetup)
    actor.send({ type: 'wizard.keepValues', values: { lower_price: 1 } })
    actor.send({ type: 'wizard.back' })
    expect(state()).toBe('strategy')
    actor.send({ type: 'wizard.chooseStrategy', kind: 'futures_grid' })
    actor.send({ type: 'wizard.keepValues', values: { leverage: 3 } })
    actor.send({ type: 'wizard.back' })
    actor.send({ type: 'wizard.chooseStrategy', kind: 'spot_grid' })
    expect(context().values).toEqual({
      spot_grid: { lower_price: 1 },
      futures_grid: { leverage: 3 },
    })

    actor.send({ type: 'wizard.review', values: gridValues })
    actor.send({ type: 'wizard.back' })
    expect(state()).toBe('setup')
    actor.send({ type: 'wizard.keepValues', values: gridValues })
    expect(context().reviewed).toBe('spot_grid')
    actor.send({ type: 'wizard.keepValues', values: { ...gridValues, number_of_grid: 30 } })
    expect(context().reviewed).toBeNull()
  })

  it('restores the stored copy after a reload, on the step of the address', () => {
    const first = start()
    first.actor.send(openGridSetup)
    first.actor.send({ type: 'wizard.chooseExchange', exchange: 'binance' })
    first.actor.send({ type: 'wizard.chooseSymbol', symbol: 'ETHUSDT' })
    first.actor.send({ type: 'wizard.review', values: gridValues })
    const copy = first.stored.at(-1)
    expect(JSON.stringify(copy)).not.toMatch(/token|password|secret/i)

    const reloaded = start({ stored: JSON.parse(JSON.stringify(copy)) as StoredWizard })
    reloaded.actor.send({ ...openGridSetup, step: 'review' })
    expect(reloaded.state()).toBe('review')
    expect(reloaded.context()).toMatchObject({
      exchange: 'binance',
      symbol: 'ETHUSDT',
      values: { spot_grid: gridValues },
    })
  })

  it('prefills a pair from the market page and drops it for another market', () => {
    const { actor, context } = start()
    actor.send({ type: 'wizard.prefill', symbol: 'BTCUSDT', market: 'crypto' })
    actor.send({ type: 'wizard.open', market: 'crypto' })
    expect(context().symbol).toBe('BTCUSDT')
    actor.send({ type: 'wizard.open', market: 'forex' })
    expect(context().symbol).toBeNull()
    expect(context().exchange).toBe('paper')
  })

  it('starts the signal bots on a signal chosen on its page, and ignores an unknown one', () => {
    const { actor, context } = start()
    actor.send({ type: 'wizard.prefillSignal', signalId: 'nope' })
    expect(context().values).toEqual({})
    actor.send({ type: 'wizard.prefillSignal', signalId: 'ma_cross_20_80' })
    actor.send({ type: 'wizard.open', market: 'crypto', theme: 'signal', strategy: 'spot_signal' })
    expect(context().kind).toBe('spot_signal')
    expect(context().values.spot_signal).toEqual({ signal_id: 'ma_cross_20_80' })
    expect(context().values.future_signal).toEqual({ signal_id: 'ma_cross_20_80' })
    // A provider's signal (its id as the admin CLI issues it); a malformed one is ignored.
    actor.send({ type: 'wizard.prefillSignal', signalId: 'p_ab12cd34ef' })
    expect(context().values.forex_signal).toEqual({ signal_id: 'p_ab12cd34ef' })
    actor.send({ type: 'wizard.prefillSignal', signalId: 'p_<script>' })
    expect(context().values.spot_signal).toEqual({ signal_id: 'p_ab12cd34ef' })
  })

  it('creates the bot with the config apart from the agreements, then forgets the copy', async () => {
    const { actor, state, requests, log, context } = start()
    actor.send(openGridSetup)
    actor.send({ type: 'wizard.chooseSymbol', symbol: 'BTCUSDT' })
    actor.send({ type: 'wizard.review', values: gridValues })
    actor.send({ type: 'wizard.create' })
    expect(state()).toBe('creating')
    await waitFor(actor, (s) => s.status === 'done')
    expect(requests).toEqual([
      {
        kind: 'spot_grid',
        exchange_name: 'paper',
        symbol: 'BTCUSDT',
        config: { lower_price: 60000, upper_price: 70000, number_of_grid: 20 },
        agree_risk: true,
      },
    ])
    expect(context().bot?.id).toBe('bot-1')
    expect(log.slice(-2)).toEqual(['forget', 'moved'])
  })

  it('sends the share-profit agreement for a signal kind', async () => {
    const { actor, requests } = start()
    actor.send({ type: 'wizard.open', market: 'crypto', theme: 'signal', strategy: 'spot_signal' })
    actor.send({
      type: 'wizard.review',
      values: { total_amount: 100, agree_risk: true, agree_share_profit: true },
    })
    actor.send({ type: 'wizard.create' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(requests[0]).toMatchObject({ config: { total_amount: 100 }, agree_share_profit: true })
    expect(requests[0]).not.toHaveProperty('symbol')
  })

  it('puts a validation refusal back on the setup fields, without the config. prefix', async () => {
    const { actor, state, context, log } = start({
      create: () =>
        Promise.reject(
          apiFailure('validation_failed', [
            { path: 'config.upper_price', message: gridMessage, text: 'x' },
            { path: 'agree_risk', message: message(validation.agreeRisk), text: 'y' },
          ]),
        ),
    })
    actor.send(openGridSetup)
    actor.send({ type: 'wizard.review', values: gridValues })
    actor.send({ type: 'wizard.create' })
    await waitFor(actor, (s) => s.matches('setup'))
    expect(state()).toBe('setup')
    expect(context().fieldErrors).toEqual({
      upper_price: gridMessage,
      agree_risk: message(validation.agreeRisk),
    })
    expect(context().formError).toBeNull()
    expect(context().refusals).toBe(1)
    expect(log.at(-1)).toBe('moved')
    // The refusal stays while the address follows to the setup step, even from the review's
    // address (the refused values are not reviewed any more), and goes with a new review.
    actor.send({ ...openGridSetup, step: 'review' })
    expect(state()).toBe('setup')
    expect(context().fieldErrors).toHaveProperty('upper_price')
    actor.send({ type: 'wizard.review', values: gridValues })
    expect(context().fieldErrors).toEqual({})
  })

  it('shows other refusals at the top of the setup form', async () => {
    const detail: Message = {
      id: 'bot.insufficient',
      message: 'Needs {needed}',
      values: { needed: 9 },
    }
    const { actor, context } = start({
      create: () =>
        Promise.reject(
          apiFailure('insufficient_balance', [{ path: 'config', message: detail, text: 'x' }]),
        ),
    })
    actor.send(openGridSetup)
    actor.send({ type: 'wizard.review', values: gridValues })
    actor.send({ type: 'wizard.create' })
    await waitFor(actor, (s) => s.matches('setup'))
    expect(context().fieldErrors).toEqual({})
    expect(context().formError).toEqual(detail)
  })

  it('says why when the exchange is not connected', async () => {
    const { actor, context } = start({
      create: () => Promise.reject(apiFailure('exchange_not_connected')),
    })
    actor.send(openGridSetup)
    actor.send({ type: 'wizard.review', values: gridValues })
    actor.send({ type: 'wizard.create' })
    await waitFor(actor, (s) => s.matches('setup'))
    expect(context().formError).toEqual(messageForCode('exchange_not_connected'))
    expect(messageForCode('exchange_not_connected')).toBeTruthy()
  })

  it('stays on the review when the server could not be reached, so Create can be tried again', async () => {
    let attempts = 0
    const { actor, context } = start({
      create: () =>
        ++attempts === 1 ? Promise.reject(new TypeError('offline')) : Promise.resolve(bot),
    })
    actor.send(openGridSetup)
    actor.send({ type: 'wizard.review', values: gridValues })
    actor.send({ type: 'wizard.create' })
    await waitFor(actor, (s) => s.matches('review'))
    expect(context().formError).toEqual(errorMessages.network)
    actor.send({ type: 'wizard.create' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(attempts).toBe(2)
  })

  it('ignores navigation while the server creates the bot', () => {
    const { actor, state } = start({ create: () => new Promise(() => undefined) })
    actor.send(openGridSetup)
    actor.send({ type: 'wizard.review', values: gridValues })
    actor.send({ type: 'wizard.create' })
    actor.send({ type: 'wizard.open', market: 'crypto' })
    actor.send({ type: 'wizard.back' })
    expect(state()).toBe('creating')
  })

  it('goes back one step at a time', () => {
    const { actor, state } = start()
    actor.send({ ...openGridSetup })
    actor.send({ type: 'wizard.review', values: gridValues })
    const steps = [state()]
    for (let i = 0; i < 4; i++) {
      actor.send({ type: 'wizard.back' })
      steps.push(state())
    }
    expect(steps).toEqual(['review', 'setup', 'strategy', 'theme', 'market'])
  })
  it('reads back only a well-formed stored copy', () => {
    expect(storedFrom('nope')).toBeNull()
    expect(
      storedFrom({
        market: 'moon',
        theme: 'grid',
        kind: 'moon_shot',
        exchange: 'kraken',
        symbol: 'BTCUSDT',
        values: { spot_grid: { lower_price: 1 }, rm: { x: 1 }, dca: 'x' },
        reviewed: 'spot_grid',
      }),
    ).toEqual({
      market: null,
      theme: 'grid',
      kind: null,
      exchange: 'paper',
      symbol: 'BTCUSDT',
      symbolMarket: null,
      values: { spot_grid: { lower_price: 1 } },
      reviewed: 'spot_grid',
    })
  })

  describe('quick start', () => {
    it('prepares the kind on Paper with the market’s pair, then opens its review', async () => {
      const { actor, state, context, prepares, stored, log } = start({
        stored: { exchange: 'binance', symbol: 'ETHUSDT', values: { spot_grid: { x: 1 } } },
      })
      actor.send(quickStart)
      expect(state()).toBe('preparing')
      expect(context()).toMatchObject({ kind: 'spot_grid', exchange: 'paper', symbol: 'BTCUSDT' })
      // The address follows to the review while it prepares: navigation waits for it.
      actor.send({ ...openGridSetup, step: 'review' })
      actor.send({ type: 'wizard.back' })
      expect(state()).toBe('preparing')
      await waitFor(actor, (s) => s.matches('review'))
      expect(prepares).toEqual([
        { market: 'crypto', kind: 'spot_grid', exchange: 'paper', symbol: 'BTCUSDT' },
      ])
      expect(context().values.spot_grid).toEqual(prepared.values)
      expect(context().reviewed).toBe('spot_grid')
      // A reload opens the same review from the stored copy.
      expect(stored.at(-1)).toMatchObject({ reviewed: 'spot_grid', symbol: 'BTCUSDT' })
      expect(log.at(-1)).toBe('moved')
    })

    it('creates only with the review’s confirmation, which stands for the risk agreement', async () => {
      const { actor, state, requests } = start()
      actor.send(quickStart)
      await waitFor(actor, (s) => s.matches('review'))
      actor.send({ type: 'wizard.create' })
      expect(state()).toBe('review')
      actor.send({ type: 'wizard.create', agreeRisk: true })
      await waitFor(actor, (s) => s.status === 'done')
      // The config leaves the form's total out: the server derives nothing from it.
      const { total_investment: _total, ...config } = prepared.values
      expect(requests).toEqual([
        {
          kind: 'spot_grid',
          exchange_name: 'paper',
          symbol: 'BTCUSDT',
          config,
          agree_risk: true,
        },
      ])
    })

    it('opens the setup form with the values when they do not pass the checks', async () => {
      // 20 per grid is below the spec's 25: the form shows why.
      const tooSmall = { ...prepared, values: { ...prepared.values, coin_per_grid: 20 } }
      const { actor, state, context, log } = start({ prepare: async () => tooSmall })
      actor.send(quickStart)
      await waitFor(actor, (s) => s.matches('setup'))
      expect(context().values.spot_grid).toEqual(tooSmall.values)
      expect(context().reviewed).toBeNull()
      expect(log.at(-1)).toBe('moved')
      expect(state()).toBe('setup')
    })

    it('checks the amount per grid against the pair’s lot, as the server does', async () => {
      // One 0.01 BTC lot at 67,000 is 670 USDT, far above 123.76 per grid.
      const coarse = {
        ...prepared,
        market: { ...prepared.market, lot: { ...prepared.market.lot!, step_size: '0.01' } },
      }
      const { actor } = start({ prepare: async () => coarse })
      actor.send(quickStart)
      await waitFor(actor, (s) => s.matches('setup'))
    })

    it('opens the setup form when the market could not be read', async () => {
      const { actor, context } = start({ prepare: () => Promise.reject(new TypeError('offline')) })
      actor.send(quickStart)
      await waitFor(actor, (s) => s.matches('setup'))
      expect(context()).toMatchObject({ kind: 'spot_grid', exchange: 'paper', reviewed: null })
    })

    it('refuses what it cannot start at once: a shared-profit kind, a basket, a venue off the market', () => {
      const { actor, state } = start()
      actor.send({ ...quickStart, theme: 'signal', strategy: 'spot_signal' })
      actor.send({ ...quickStart, theme: 'portfolio', strategy: 'spot_rebalance' })
      actor.send({ ...quickStart, exchange: 'oanda' })
      actor.send({ ...quickStart, strategy: 'moon_shot' })
      expect(state()).toBe('market')
    })
  })
})
