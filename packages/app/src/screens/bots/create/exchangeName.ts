import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { ExchangeName } from '@atb/contract'

/** The venues' names as the wizard shows them; the exchanges' own names are proper nouns. */
export const exchangeTitles: Record<ExchangeName, MessageDescriptor> = {
  paper: msg`Paper`,
  binance: msg`Binance`,
  okx: msg`OKX`,
  oanda: msg`OANDA`,
}
