import { useLocation } from 'react-router'
import { useLingui } from '@lingui/react/macro'
import type { WalletEntryType } from '@atb/contract'
import { splitLocale, withLocale } from '../../../router/locale'

/** Names for the wallet screens: each kind of history entry, and app paths in the page's language. */
export function useWalletLabels() {
  const { t } = useLingui()
  const { locale } = splitLocale(useLocation().pathname)
  const types: Record<WalletEntryType, string> = {
    deposit: t`Deposit`,
    transfer_in: t`Transfer received`,
    transfer_out: t`Transfer sent`,
    withdrawal: t`Withdrawal`,
    withdrawal_fee: t`Withdrawal fee`,
    withdrawal_refund: t`Withdrawal refund`,
    profit_share: t`Profit share`,
    commission: t`Referral commission`,
    activation_purchase: t`Activation purchase`,
    adjustment: t`Adjustment`,
    tournament_prize: t`Tournament prize`,
  }
  return {
    type: (type: WalletEntryType) => types[type] ?? type,
    /** The app path in the page's language. */
    href: (path: string) => withLocale(path, locale),
  }
}
