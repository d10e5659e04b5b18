import { useLingui } from '@lingui/react/macro'
import type { BotView } from '@atb/contract'
import { useFlows } from '../../../../services/FlowsContext'
import { ExportCsv } from '../../../ExportCsv'
import { fetchAllPages } from '../../../profit/parts/exportHistory'
import { coinName } from './Coin'
import { tradeCsvColumns } from './exportTrades'

/** Every trade of the bot as CSV (its rows of the profit history), with its coin for a basket. */
export function ExportTradesCsv({ bot }: { bot: BotView }) {
  const { t } = useLingui()
  const flows = useFlows()
  const quote = bot.performance.currency
  const several = bot.symbols.length > 1
  return (
    <ExportCsv
      fileName="bot-trades"
      total={bot.performance.trade_count}
      fetchRows={(options) => fetchAllPages(flows.loadProfitHistory, { bot_id: bot.id }, options)}
      columns={() =>
        tradeCsvColumns(
          {
            time: t`Time (UTC)`,
            coin: t`Coin`,
            side: t`Side`,
            quantity: t`Quantity`,
            price: t`Price`,
            realized: t`Realised`,
            fee: t`Fee`,
            profit: t`Profit`,
            currency: t`Currency`,
          },
          several ? (e) => coinName(e.symbol, quote, (coin) => t`${coin} perpetual`) : null,
        )
      }
    />
  )
}
