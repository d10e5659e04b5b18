import { describe, expect, it } from 'vitest'
import type { BotReason } from '@atb/contract'
import { readBotReason, readRejection, storedReason } from './reasons'

describe('stored reasons', () => {
  it('reads back what it stores', () => {
    const reasons: BotReason[] = [
      { code: 'stopped_by_user' },
      { code: 'below_running_minimum', values: { asset: 'USDT', available: '8.2', min: '10' } },
      { code: 'order_rejected', values: { reject: 'venue_error', detail: 'MARKET_HALTED' } },
    ]
    for (const reason of reasons) expect(readBotReason(storedReason(reason))).toEqual(reason)
    expect(readBotReason(storedReason(null))).toBeNull()
    // Bot events keep the object itself in their JSON data.
    expect(readBotReason(reasons[1])).toEqual(reasons[1])
  })

  it('reads the English rows written before reasons were codes as the code they meant', () => {
    expect(readBotReason('Stopped by user')).toEqual({ code: 'stopped_by_user' })
    expect(readBotReason('Stopped by user, sold at market')).toEqual({
      code: 'stopped_by_user_sold',
    })
    expect(readBotReason('earning reached')).toEqual({ code: 'profit_target' })
    expect(readBotReason('take_profit')).toEqual({ code: 'take_profit' })
    expect(readBotReason('Wallet under 10 USDT: deposit USDT to resume')).toEqual({
      code: 'wallet_low',
    })
    expect(
      readBotReason('Available USDT 8.2 is below the minimum 10 USDT for a running bot'),
    ).toEqual({
      code: 'below_running_minimum',
      values: { asset: 'USDT', available: '8.2', min: '10' },
    })
    expect(readBotReason('binance refused the API key: -2015 Invalid API-key')).toEqual({
      code: 'key_refused',
      values: { exchange: 'binance', detail: '-2015 Invalid API-key' },
    })
    expect(readBotReason('Trading on okx is not available on this server')).toEqual({
      code: 'exchange_unavailable',
      values: { exchange: 'okx' },
    })
    expect(
      readBotReason('order rejected: Order value 4 USDT is below the minimum 5 USDT for WLDUSDT'),
    ).toEqual({ code: 'order_rejected', values: { reject: 'min_notional' } })
  })

  it('keeps any other text as it came, and never takes a malformed code for a reason', () => {
    expect(readBotReason('The broker closed the account')).toEqual({
      code: 'other',
      values: { text: 'The broker closed the account' },
    })
    expect(readBotReason('{"code":"made_up"}')).toEqual({
      code: 'other',
      values: { text: '{"code":"made_up"}' },
    })
    expect(readBotReason({ code: 'key_refused', values: { exchange: 1 } })).toMatchObject({
      code: 'other',
    })
  })

  it('reads order rejections, old and new', () => {
    expect(readRejection('{"code":"price_band"}')).toEqual({ code: 'price_band' })
    expect(readRejection('Insufficient USDT balance for buy 1 TEST: needs 2, free 1')).toEqual({
      code: 'balance',
    })
    expect(readRejection('Order value 4 USDT is below the minimum 5 USDT for WLDUSDT')).toEqual({
      code: 'min_notional',
    })
    expect(readRejection('OANDA: MARKET_HALTED')).toEqual({
      code: 'venue_error',
      detail: 'OANDA: MARKET_HALTED',
    })
  })
})
