import type { MessageDescriptor } from '../i18n/message'

/** Field labels for bot configs, interpolated as `{label}` into validation messages. */
export const botLabels = {
  exchange_name: /*i18n*/ { id: 'field.exchange_name', message: 'exchange' },
  coin_symbol: /*i18n*/ { id: 'field.coin_symbol', message: 'coin symbol' },
  coin_base_asset: /*i18n*/ { id: 'field.coin_base_asset', message: 'base asset' },
  coin_quote_asset: /*i18n*/ { id: 'field.coin_quote_asset', message: 'quote asset' },
  number_of_grid: /*i18n*/ { id: 'field.number_of_grid', message: 'number of grids' },
  coin_per_grid: /*i18n*/ { id: 'field.coin_per_grid', message: 'amount per grid' },
  space_of_grid: /*i18n*/ { id: 'field.space_of_grid', message: 'grid spacing' },
  grid_mode: /*i18n*/ { id: 'field.grid_mode', message: 'grid mode' },
  upper_price: /*i18n*/ { id: 'field.upper_price', message: 'upper price' },
  lower_price: /*i18n*/ { id: 'field.lower_price', message: 'lower price' },
  risk_rate: /*i18n*/ { id: 'field.risk_rate', message: 'risk rate' },
  option_profit_times: /*i18n*/ { id: 'field.option_profit_times', message: 'take profit times' },
  option_earning: /*i18n*/ { id: 'field.option_earning', message: 'take profit earning' },
  option_stop_loss: /*i18n*/ { id: 'field.option_stop_loss', message: 'stop loss' },
  option_stop_loss_percent: /*i18n*/ {
    id: 'field.option_stop_loss_percent',
    message: 'stop loss percent',
  },
  option_take_profit: /*i18n*/ { id: 'field.option_take_profit', message: 'take profit' },
  margin_type: /*i18n*/ { id: 'field.margin_type', message: 'margin type' },
  leverage: /*i18n*/ { id: 'field.leverage', message: 'leverage' },
  direction: /*i18n*/ { id: 'field.direction', message: 'direction' },
  coin_initial_opening: /*i18n*/ {
    id: 'field.coin_initial_opening',
    message: 'initial order amount',
  },
  take_profit_ratio: /*i18n*/ { id: 'field.take_profit_ratio', message: 'take profit ratio' },
  drop_pullback: /*i18n*/ { id: 'field.drop_pullback', message: 'drop pullback' },
  tp_retrectment: /*i18n*/ { id: 'field.tp_retrectment', message: 'take profit retracement' },
  coverage_x: /*i18n*/ { id: 'field.coverage_x', message: 'coverage times' },
  option_entry_price: /*i18n*/ { id: 'field.option_entry_price', message: 'entry price' },
  tsl_start: /*i18n*/ { id: 'field.tsl_start', message: 'trailing start' },
  tsl_gap: /*i18n*/ { id: 'field.tsl_gap', message: 'trailing gap' },
  tsl_ceiling_gap: /*i18n*/ { id: 'field.tsl_ceiling_gap', message: 'trailing ceiling gap' },
  price_unit: /*i18n*/ { id: 'field.price_unit', message: 'price unit' },
  multiply_unit: /*i18n*/ { id: 'field.multiply_unit', message: 'multiply unit' },
  price_drop: /*i18n*/ { id: 'field.price_drop', message: 'price drop' },
  multiply: /*i18n*/ { id: 'field.multiply', message: 'multiply' },
  signal_id: /*i18n*/ { id: 'field.signal_id', message: 'signal' },
  total_amount: /*i18n*/ { id: 'field.total_amount', message: 'total amount' },
  amount: /*i18n*/ { id: 'field.amount', message: 'amount' },
  amount_all_order: /*i18n*/ { id: 'field.amount_all_order', message: 'amount for all orders' },
  coverage_amount: /*i18n*/ { id: 'field.coverage_amount', message: 'coverage amount' },
  earning: /*i18n*/ { id: 'field.earning', message: 'earning' },
  mode: /*i18n*/ { id: 'field.mode', message: 'mode' },
  side: /*i18n*/ { id: 'field.side', message: 'side' },
  capital: /*i18n*/ { id: 'field.capital', message: 'capital' },
  coinInitial: /*i18n*/ { id: 'field.coinInitial', message: 'initial amount per coin' },
  takeProfit: /*i18n*/ { id: 'field.takeProfit', message: 'take profit' },
  stopLoss: /*i18n*/ { id: 'field.stopLoss', message: 'stop loss' },
  coverageAllOrders: /*i18n*/ { id: 'field.coverageAllOrders', message: 'coverage for all orders' },
  amount_type: /*i18n*/ { id: 'field.amount_type', message: 'amount type' },
  remaining: /*i18n*/ { id: 'field.remaining', message: 'remaining' },
  holding: /*i18n*/ { id: 'field.holding', message: 'holdings' },
  target_percent: /*i18n*/ { id: 'field.target_percent', message: 'target percent' },
  initial_amount: /*i18n*/ { id: 'field.initial_amount', message: 'initial amount' },
  trigger_price: /*i18n*/ { id: 'field.trigger_price', message: 'trigger price' },
  automatic_rebalance_condition: /*i18n*/ {
    id: 'field.automatic_rebalance_condition',
    message: 'rebalance condition',
  },
  advanced_config_period: /*i18n*/ {
    id: 'field.advanced_config_period',
    message: 'rebalance period',
  },
  advanced_config_threshold: /*i18n*/ {
    id: 'field.advanced_config_threshold',
    message: 'rebalance threshold',
  },
  stop_loss_ratio: /*i18n*/ { id: 'field.stop_loss_ratio', message: 'stop loss ratio' },
  interval_minutes: /*i18n*/ { id: 'field.interval_minutes', message: 'interval' },
  order_count: /*i18n*/ { id: 'field.order_count', message: 'number of orders' },
} satisfies Record<string, MessageDescriptor>

/**
 * Labels only the bounds of decision 080 name (a list too long, an id too long). Kept out of
 * `botLabels`, which the bot page lists parameters with.
 */
export const boundLabels = {
  id: /*i18n*/ { id: 'field.config_id', message: 'bot id' },
  coverage: /*i18n*/ { id: 'field.coverage', message: 'coverage orders' },
  coin_list: /*i18n*/ { id: 'field.coin_list', message: 'coins' },
  trigger_prices: /*i18n*/ { id: 'field.trigger_prices', message: 'trigger prices' },
} satisfies Record<string, MessageDescriptor>
