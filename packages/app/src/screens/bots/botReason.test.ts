import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { reasonText } from './botReason'

// No catalogue: messages render from their source text, so the mapping itself is what is tested.
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('reasonText', () => {
  it('names the engine’s stop codes and the host’s sentences', () => {
    expect(reasonText('stop_loss', i18n)).toBe('Stop loss hit')
    expect(reasonText('Stopped by user, sold at market', i18n)).toBe(
      'Stopped by you, sold at market',
    )
    expect(
      reasonText('Available USDT 8.2 is below the minimum 10 USDT for a running bot', i18n),
    ).toBe('Available USDT 8.2 is below the minimum 10 USDT for a running bot')
    expect(reasonText('binance refused the API key: -2015 Invalid API-key', i18n)).toBe(
      'Binance refused the API key. Check it on the API keys page.',
    )
  })

  it('passes any other text through as it came', () => {
    expect(reasonText('The broker refused the order', i18n)).toBe('The broker refused the order')
  })
})
