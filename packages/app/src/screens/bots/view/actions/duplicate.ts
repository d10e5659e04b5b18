import { isBasketKind, isConfigurableKind, strategyCatalogue, type BotView } from '@atb/contract'
import type { BotWizardActor, StoredWizard } from '@atb/machines'

/**
 * The wizard's stored copy for a new bot like this one: the same kind (in its market and theme),
 * venue, pair and settings. The agreements are not carried over: the user agrees again for the
 * new bot. Null when the wizard cannot set this kind up (nothing to duplicate into).
 */
export function duplicateOf(
  bot: Pick<BotView, 'kind' | 'market' | 'exchange_name' | 'symbols' | 'config'>,
): StoredWizard | null {
  const { kind, market } = bot
  if (!isConfigurableKind(kind)) return null
  const entry = strategyCatalogue.find((s) => s.kind === kind && s.market === market && s.available)
  if (!entry) return null
  const { agree_risk: _risk, agree_share_profit: _share, ...config } = bot.config
  const symbol = isBasketKind(kind) ? null : (bot.symbols[0] ?? null)
  return {
    market,
    theme: entry.theme,
    kind,
    exchange: bot.exchange_name,
    symbol,
    symbolMarket: symbol ? market : null,
    values: { [kind]: config },
    reviewed: null,
  }
}

/** The setup step's address for a stored copy (without the language prefix). */
export const setupPathOf = (stored: StoredWizard) =>
  `/bot/create/${stored.market}/${stored.theme}/${stored.kind}/setup`

/**
 * Puts the copy into the tab's wizard. The wizard may already be running (it outlives its pages),
 * so the copy goes in as the user's own choices would, and the wizard stores each one itself.
 */
export function fillWizard(wizard: BotWizardActor, stored: StoredWizard) {
  const { market, theme, kind } = stored
  if (!market || !theme || !kind) return
  wizard.send({ type: 'wizard.open', market, theme, strategy: kind, step: 'setup' })
  wizard.send({ type: 'wizard.chooseExchange', exchange: stored.exchange })
  wizard.send({ type: 'wizard.chooseSymbol', symbol: stored.symbol })
  wizard.send({ type: 'wizard.keepValues', values: stored.values[kind] ?? {} })
}
