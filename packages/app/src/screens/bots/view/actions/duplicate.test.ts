import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { botWizardMachine, type StoredWizard } from '@atb/machines'
import { storyView } from '../../stories/sample'
import { duplicateOf, fillWizard, setupPathOf } from './duplicate'

describe('duplicate a bot', () => {
  it('keeps the kind, venue, pair and settings, without the agreements', () => {
    const bot = storyView({ exchange_name: 'binance' })
    const stored = duplicateOf({ ...bot, config: { ...bot.config, agree_risk: true } })

    expect(stored).toMatchObject({
      market: 'crypto',
      theme: 'grid',
      kind: 'spot_grid',
      exchange: 'binance',
      symbol: 'BTCUSDT',
      reviewed: null,
    })
    expect(stored?.values.spot_grid).toEqual(bot.config)
    expect(setupPathOf(stored!)).toBe('/bot/create/crypto/grid/spot_grid/setup')
  })

  it('leaves the pair out of a basket and refuses a kind the wizard cannot set up', () => {
    const basket = duplicateOf({ ...storyView(), kind: 'spot_rebalance', config: {} })
    const unknown = duplicateOf({ ...storyView(), kind: 'moon_shot' as never })

    expect(basket?.symbol).toBeNull()
    expect(unknown).toBeNull()
  })

  it('fills a wizard already running with other choices, and the wizard stores the copy', () => {
    const kept: StoredWizard[] = []
    const wizard = createActor(
      botWizardMachine.provide({ actions: { persist: (_, copy) => void kept.push(copy) } }),
      {
        input: {
          stored: { market: 'forex', theme: 'manual', kind: 'forex_manual', exchange: 'oanda' },
        },
      },
    ).start()
    const stored = duplicateOf(storyView({ exchange_name: 'binance' }))!

    fillWizard(wizard, stored)

    const { context, value } = wizard.getSnapshot()
    expect(value).toBe('setup')
    expect(context).toMatchObject({
      market: 'crypto',
      theme: 'grid',
      kind: 'spot_grid',
      exchange: 'binance',
      symbol: 'BTCUSDT',
    })
    expect(context.values.spot_grid).toEqual(stored.values.spot_grid)
    expect(kept.at(-1)?.values.spot_grid).toEqual(stored.values.spot_grid)
  })
})
