import type { MessageDescriptor } from '../i18n/message'

/** Labels of the bot API's own request fields (the configs' fields are in bots/labels.ts). */
export const botApiLabels = {
  kind: /*i18n*/ { id: 'field.kind', message: 'strategy' },
  symbol: /*i18n*/ { id: 'field.symbol', message: 'pair' },
  config: /*i18n*/ { id: 'field.config', message: 'bot settings' },
  bot_id: /*i18n*/ { id: 'field.bot_id', message: 'bot' },
  stop_mode: /*i18n*/ { id: 'field.stop_mode', message: 'stop option' },
  status: /*i18n*/ { id: 'field.status', message: 'status' },
  market: /*i18n*/ { id: 'field.market', message: 'market' },
  sort: /*i18n*/ { id: 'field.sort', message: 'sort' },
  order: /*i18n*/ { id: 'field.order', message: 'order' },
  order_status: /*i18n*/ { id: 'field.order_status', message: 'order status' },
  from: /*i18n*/ { id: 'field.from', message: 'start date' },
  to: /*i18n*/ { id: 'field.to', message: 'end date' },
} satisfies Record<string, MessageDescriptor>
