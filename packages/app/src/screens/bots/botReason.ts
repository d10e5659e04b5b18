import { msg } from '@lingui/core/macro'
import type { I18n, MessageDescriptor } from '@lingui/core'
import type { ExchangeName } from '@atb/contract'
import { exchangeTitles } from './create/exchangeName'

/**
 * A bot's reason (stop, error, out of balance) in the reader's language. The server sends them as
 * English text: the engine's stop codes and the host's fixed sentences, which are translated
 * here; anything else (an exchange's own words) is shown as it came.
 */
const codes: Record<string, MessageDescriptor> = {
  take_profit: msg`Take profit reached`,
  stop_loss: msg`Stop loss hit`,
  liquidated: msg`The position was liquidated`,
  'earning reached': msg`Profit target reached`,
  stopped: msg`Stopped`,
  'Stopped by user': msg`Stopped by you`,
  'Stopped by user, sold at market': msg`Stopped by you, sold at market`,
  // The profit-share sweep's pause (decision 067).
  'Wallet under 10 USDT: deposit USDT to resume': msg`Your wallet fell under 10 USDT: deposit USDT to resume`,
}

const patterns: {
  pattern: RegExp
  text: (match: RegExpMatchArray, i18n: I18n) => string
}[] = [
  {
    pattern: /^Available (\w+) ([\d.]+) is below the minimum ([\d.]+) \w+ for a running bot$/,
    text: ([, asset = '', available = '', min = ''], i18n) =>
      i18n._(
        msg`Available ${asset} ${available} is below the minimum ${min} ${asset} for a running bot`,
      ),
  },
  {
    pattern: /^(binance|okx|oanda) refused the API key: /i,
    text: ([, name = ''], i18n) => {
      const exchange = i18n._(exchangeTitles[name.toLowerCase() as ExchangeName])
      return i18n._(msg`${exchange} refused the API key. Check it on the API keys page.`)
    },
  },
]

export function reasonText(reason: string, i18n: I18n): string {
  const code = codes[reason]
  if (code) return i18n._(code)
  for (const { pattern, text } of patterns) {
    const match = reason.match(pattern)
    if (match) return text(match, i18n)
  }
  return reason
}
