import { useLingui } from '@lingui/react/macro'
import type { ProfitByBot, ProfitByPair, ProfitSummary } from '@atb/contract'
import { Card, EmptyState, Link, Table, useFormatter } from '@atb/ui'
import { useProfitLabels } from './labels'
import { Signed } from './ProfitTotals'

/** Profit by bot (each linking its bot page) and by pair, largest first. */
export function ProfitTables({ summary }: { summary: ProfitSummary }) {
  const { t } = useLingui()
  const format = useFormatter()
  const labels = useProfitLabels()
  const byProfit = (a: { profit: string }, b: { profit: string }) =>
    Number(b.profit) - Number(a.profit)
  const bots = [...summary.by_bot].sort(byProfit).map((bot) => ({ ...bot, id: bot.bot_id }))
  const pairs = [...summary.by_pair].sort(byProfit).map((pair) => ({ ...pair, id: pair.symbol }))
  const currency = summary.currency
  const none = <EmptyState size="sm" title={t`No profit in ${currency} yet`} />
  return (
    <>
      <Card title={t`Profit by bot`} headingLevel={2}>
        <Table<ProfitByBot & { id: string }>
          aria-label={t`Profit by bot`}
          stackOnNarrow
          rows={bots}
          emptyState={none}
          columns={[
            {
              id: 'bot',
              name: t`Bot`,
              isRowHeader: true,
              wrap: true,
              cell: (bot) => (
                <Link href={labels.href(`/bot/view/${bot.bot_id}`)}>
                  {`${labels.kind(bot.kind)} · ${bot.symbols.join(', ')}`}
                </Link>
              ),
            },
            { id: 'exchange', name: t`Exchange`, cell: (bot) => labels.venue(bot.exchange_name) },
            { id: 'status', name: t`Status`, cell: (bot) => labels.status(bot.status) },
            {
              id: 'profit',
              name: t`Profit`,
              numeric: true,
              cell: (bot) => <Signed value={bot.profit} currency={summary.currency} />,
            },
          ]}
        />
      </Card>
      <Card title={t`Profit by pair`} headingLevel={2}>
        <Table<ProfitByPair & { id: string }>
          aria-label={t`Profit by pair`}
          stackOnNarrow
          rows={pairs}
          emptyState={none}
          columns={[
            { id: 'pair', name: t`Pair`, isRowHeader: true, cell: (pair) => pair.symbol },
            { id: 'bots', name: t`Bots`, numeric: true, cell: (pair) => format.number(pair.bots) },
            {
              id: 'profit',
              name: t`Profit`,
              numeric: true,
              cell: (pair) => <Signed value={pair.profit} currency={summary.currency} />,
            },
          ]}
        />
      </Card>
    </>
  )
}
