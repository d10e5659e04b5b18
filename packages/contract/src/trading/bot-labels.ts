import type { MessageDescriptor } from '../i18n/message'
import { marketLabels } from './market'

/** Labels of the bot API's own request fields (the configs' fields are in bots/labels.ts). */
export const botApiLabels = {
  kind: /*i18n*/ { id: 'field.kind', message: 'strategy' },
  symbol: marketLabels.symbol,
  config: /*i18n*/ { id: 'field.config', message: 'bot settings' },
  bot_id: /*i18n*/ { id: 'field.bot_id', message: 'bot' },
  stop_mode: /*i18n*/ { id: 'field.stop_mode', message: 'stop option' },
  status: /*i18n*/ { id: 'field.status', message: 'status' },
  market: marketLabels.market,
  sort: /*i18n*/ { id: 'field.sort', message: 'sort' },
  order: /*i18n*/ { id: 'field.order', message: 'order' },
  order_status: /*i18n*/ { id: 'field.order_status', message: 'order status' },
  from: marketLabels.from,
  to: marketLabels.to,
  days: /*i18n*/ { id: 'field.backtest_days', message: 'backtest period in days' },
  plan: /*i18n*/ { id: 'field.edit_plan', message: 'reviewed orders' },
} satisfies Record<string, MessageDescriptor>
