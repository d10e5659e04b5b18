import type { MessageDescriptor } from '../i18n/message'

/** What a user reads for the bot API's failures (issue 10), translated; the code table points at these. */
export const botErrorMessages = {
  insufficientBalance: /*i18n*/ {
    id: 'error.insufficientBalance',
    message: 'Not enough balance for this bot.',
  },
  /** On the config field, with the amounts. */
  insufficientBalanceDetail: /*i18n*/ {
    id: 'error.insufficientBalanceDetail',
    message: 'This bot needs {needed} {asset}, but only {available} {asset} is available.',
  },
  belowMinimumAsset: /*i18n*/ {
    id: 'error.belowMinimumAsset',
    message: 'You need at least {min} {asset} to create a bot.',
  },
  exchangeDisabled: /*i18n*/ {
    id: 'error.exchangeDisabled',
    message: 'This exchange connection is disabled. Enable it to create a bot.',
  },
  subscriptionRequired: /*i18n*/ {
    id: 'error.subscriptionRequired',
    message: 'Bots on a connected exchange need an active subscription. Paper bots stay free.',
  },
  kindUnavailable: /*i18n*/ {
    id: 'error.kindUnavailable',
    message: 'This strategy is coming soon and cannot run yet.',
  },
  kindPaperOnly: /*i18n*/ {
    id: 'error.kindPaperOnly',
    message: 'This strategy runs on Paper only for now. Choose Paper to start it.',
  },
  kindNotUpdatable: /*i18n*/ {
    id: 'error.kindNotUpdatable',
    message: 'The settings of this kind of bot cannot be changed. Stop it and create a new one.',
  },
  editPlanChanged: /*i18n*/ {
    id: 'error.editPlanChanged',
    message:
      'The price moved and this edit would now send other orders than the ones you reviewed. Nothing was changed: check the new orders and save again.',
  },
  kindNotPlotted: /*i18n*/ {
    id: 'error.kindNotPlotted',
    message: 'This kind of bot has no chart of its rule: only quant bots draw what they trade on.',
  },
  kindNotSellable: /*i18n*/ {
    id: 'error.kindNotSellable',
    message:
      'This kind of bot cannot sell part of its holding. Stop it and choose to sell instead.',
  },
  nothingToSell: /*i18n*/ {
    id: 'error.nothingToSell',
    message: 'This bot holds nothing to sell right now.',
  },
  belowMinimumQuantity: /*i18n*/ {
    id: 'error.belowMinimumQuantity',
    message: 'This is less than the smallest quantity the exchange accepts for this pair.',
  },
  botStopped: /*i18n*/ { id: 'error.botStopped', message: 'This bot has already stopped.' },
  botNotRunning: /*i18n*/ {
    id: 'error.botNotRunning',
    message: 'Only a running bot can be paused.',
  },
  botNotPaused: /*i18n*/ { id: 'error.botNotPaused', message: 'Only a paused bot can be resumed.' },
  paperBotsActive: /*i18n*/ {
    id: 'error.paperBotsActive',
    message: 'Stop your Paper bots before resetting the demo balance.',
  },
  botLimitReached: /*i18n*/ {
    id: 'error.botLimitReached',
    message:
      'One account can run at most 200 bots at once, running or paused. Stop a bot you no longer need to create another.',
  },
  backtestQueueFull: /*i18n*/ {
    id: 'error.backtestQueueFull',
    message: 'Many backtests are waiting right now. Try again in a minute.',
  },
  backtestQueueLimit: /*i18n*/ {
    id: 'error.backtestQueueLimit',
    message:
      'You already have 2 backtests running or waiting, in other tabs or devices. Wait for them to finish.',
  },
  backtestTooLong: /*i18n*/ {
    id: 'error.backtestTooLong',
    message: 'A backtest covers at most 30 days of history.',
  },
  backtestNoData: /*i18n*/ {
    id: 'error.backtestNoData',
    message: 'There is no market history for this pair in the chosen period.',
  },
  tradingUnavailable: /*i18n*/ {
    id: 'error.tradingUnavailable',
    message: 'Trading is not available right now. Please try again later.',
  },
} satisfies Record<string, MessageDescriptor>
