import type { ComponentType } from 'react'
import type { InferType } from 'yup'
import type {
  ConfigurableKind,
  ExchangeName,
  Market,
  MarketSymbolInfo,
  botSetupSchema,
} from '@atb/contract'
import type { FormBinding } from '../../../account/useFormBinding'

/** The values of a kind's setup form: its config fields plus the agreements (contract `botSetupSchema`). */
export type SetupValues<K extends ConfigurableKind> = InferType<
  ReturnType<typeof botSetupSchema<K>>
>

/**
 * What a setup form knows beyond its own fields: the chosen venue and pair, the live price and
 * the free balances there. The setup page fills it from the pickers, the live socket and
 * `/paper/balances` (Paper) or the exchange's balances; a story passes it directly.
 */
export interface SetupEnv {
  kind: ConfigurableKind
  market: Market
  exchange: ExchangeName
  /** The chosen pair's rules (tick size, lot size, minimum notional); undefined until chosen. */
  symbol?: MarketSymbolInfo
  /** The pair's last price from the live socket; undefined until the first tick. */
  lastPrice?: number
  /** Free balances on the chosen venue by asset (USDT, BTC, …); undefined while loading. */
  balances?: Record<string, number>
  /** Why the balances could not be read (the API's error: a refused key, an unreachable venue). */
  balancesError?: unknown
  /** Recent candles' closes of the pair (1h, up to 30 days), for suggestions; oldest first. */
  history?: readonly number[]
  /**
   * Editing a running bot (/bot/update): fields the spec fixes for its life (the martingale's
   * trailing take profit) are shown but cannot change.
   */
  editing?: boolean
}

/** Props of one kind's setup form: the bound form machine and what it knows about the pair. */
export interface KindFormProps<K extends ConfigurableKind> {
  form: FormBinding<SetupValues<K>>
  env: SetupEnv
}

/** One review line: a label and a formatted value, already translated. */
export interface ReviewLine {
  label: string
  value: string
}

/**
 * Everything the wizard needs from one kind (or a family of kinds sharing a form): its form, its
 * starting values, what it commits and how to say its config in words. One module per family
 * under `../forms/`, loaded with the setup step (`kinds.ts`).
 */
export interface KindSetup<K extends ConfigurableKind = ConfigurableKind> {
  /** The form's fields; the agreements and the exchange/pair pickers are the page's. */
  Form: ComponentType<KindFormProps<K>>
  /** Starting values (spec defaults, a suggested range from `env.history`) for a fresh form. */
  initialValues: (env: SetupEnv) => Partial<SetupValues<K>>
  /**
   * Capital the config commits at worst, by asset (every grid level, every coverage step), to
   * show on the review and to check against the balance; undefined while fields are missing.
   */
  capital: (values: Partial<SetupValues<K>>, env: SetupEnv) => Record<string, number> | undefined
  /**
   * The config in words for the review step, in the page's language: e.g. "Grids: 20, arithmetic".
   * `format` is the app's one formatter module (numbers, money, percent in the locale).
   */
  useReview: (values: SetupValues<K>, env: SetupEnv) => ReviewLine[]
}
