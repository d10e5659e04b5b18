import { type ReactElement, type ReactNode, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown } from 'lucide-react'
import {
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
  useFilter,
} from 'react-aria-components'
import {
  type ErrorMessage,
  FieldButton,
  FieldChrome,
  fieldClassName,
  FieldGroup,
  Input,
} from '../Field/Field'
import { EmptyOptions, ListPopover, Option, OptionList } from '../Select/ListPopover'
import styles from './ComboBox.module.css'

export interface Coin {
  /** Ticker, e.g. "BTC"; also the option's id. */
  symbol: string
  /** Full name, e.g. "Bitcoin". */
  name: string
  /** A bundled icon element; without one a coloured initial badge is drawn. */
  icon?: ReactNode
}

export interface ComboBoxProps<T extends object> extends Omit<
  RACComboBoxProps<T>,
  'children' | 'className' | 'items' | 'defaultItems'
> {
  /** The visible label; without one, pass `aria-label`. */
  label?: ReactNode
  /** Help text under the input. */
  description?: ReactNode
  /** Shown under the input while it is invalid. */
  errorMessage?: ErrorMessage
  /** Hint text inside the empty input. */
  placeholder?: string
  /** All options; RAC filters them by each option's `textValue` as the user types. */
  defaultItems: Iterable<T>
  /** Renders one option (use `Option` from this module with `id` and `textValue`). */
  children: (item: T) => ReactElement
}

/** A text input with a filtered list of options and a "No results" state. */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useLingui()
  return (
    <RACComboBox {...props} allowsEmptyCollection className={fieldClassName}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <FieldGroup>
          <Input placeholder={placeholder} />
          <FieldButton>
            <ChevronDown size={18} aria-hidden />
          </FieldButton>
        </FieldGroup>
      </FieldChrome>
      <ListPopover>
        <OptionList<T> renderEmptyState={() => <EmptyOptions>{t`No results`}</EmptyOptions>}>
          {children}
        </OptionList>
      </ListPopover>
    </RACComboBox>
  )
}

export { Option as ComboBoxItem }

export interface CoinComboBoxProps extends Omit<ComboBoxProps<Coin>, 'defaultItems' | 'children'> {
  /** The coins to choose from; typing filters them by symbol or name. */
  coins: Coin[]
}

const TONES = ['green', 'blue', 'amber', 'red', 'gray'] as const

/** A stable tone per symbol, so a coin keeps its colour across renders and screens. */
function toneOf(symbol: string): (typeof TONES)[number] {
  let sum = 0
  for (const char of symbol) sum += char.charCodeAt(0)
  return TONES[sum % TONES.length] ?? 'gray'
}

/** A round badge with a coin's first letter, or its icon when it has one. */
export function CoinBadge({ coin }: { coin: Coin }) {
  return (
    <span
      className={styles.badge}
      data-tone={coin.icon ? undefined : toneOf(coin.symbol)}
      aria-hidden
    >
      {coin.icon ?? coin.symbol.charAt(0)}
    </span>
  )
}

function CoinLabel({ coin }: { coin: Coin }) {
  return (
    <>
      <CoinBadge coin={coin} />
      <span className={styles.symbol}>{coin.symbol}</span>
      <span className={styles.name}>{coin.name}</span>
    </>
  )
}

/** A searchable coin picker: type a symbol or a name, pick with mouse or keyboard. */
export function CoinComboBox({ coins, ...props }: CoinComboBoxProps) {
  const { contains } = useFilter({ sensitivity: 'base' })
  const names = useMemo(() => new Map(coins.map((coin) => [coin.symbol, coin.name])), [coins])
  // textValue stays the bare symbol so the input shows "BTC" once chosen; the name still matches.
  const filter = (symbol: string, query: string) =>
    contains(symbol, query) || contains(names.get(symbol) ?? '', query)
  return (
    <ComboBox defaultFilter={filter} {...props} defaultItems={coins}>
      {(coin) => (
        <Option id={coin.symbol} textValue={coin.symbol}>
          <CoinLabel coin={coin} />
        </Option>
      )}
    </ComboBox>
  )
}
