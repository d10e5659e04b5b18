import {
  exchangeNames,
  isConfigurableKind,
  markets,
  themes,
  strategyCatalogue,
  themesOf,
  type ConfigurableKind,
  type ExchangeName,
  type Market,
  type Message,
  type Theme,
} from '@atb/contract'
import { apiErrorOf, errorMessageOf, fieldErrorsOf, type FormMessage } from '../lib/errors'

/** The wizard's steps in order; the Stepper shows them and each has its own address. */
export const wizardSteps = ['market', 'theme', 'strategy', 'setup', 'review'] as const
export type WizardStep = (typeof wizardSteps)[number]

/** The route's parameters as the page reads them: anything a user may type into the address. */
export interface WizardParams {
  market?: string | undefined
  theme?: string | undefined
  strategy?: string | undefined
  /** 'review' on the setup address with `?step=review`; anything else means setup. */
  step?: string | undefined
}

/** The wizard's choices, as kept in the tab's session storage (never a secret). */
export interface StoredWizard {
  market: Market | null
  theme: Theme | null
  kind: ConfigurableKind | null
  exchange: ExchangeName
  symbol: string | null
  /** The market the symbol belongs to (a pair from the market page); another market drops it. */
  symbolMarket: Market | null
  /** Each kind's setup values, kept while the user goes back and forth. */
  values: Partial<Record<ConfigurableKind, Record<string, unknown>>>
  /** The kind whose values passed the setup form's checks, so a reload may open its review. */
  reviewed: ConfigurableKind | null
}

export const isMarket = (value: unknown): value is Market =>
  typeof value === 'string' && (markets as readonly string[]).includes(value)

export const isThemeOf = (market: Market, value: unknown): value is Theme =>
  typeof value === 'string' && (themesOf(market) as string[]).includes(value)

/** A kind the user may set up: in that market and theme, runnable, and with a config schema. */
export function isChoosable(market: Market, theme: Theme, kind: unknown): kind is ConfigurableKind {
  const entry = strategyCatalogue.find(
    (s) => s.kind === kind && s.market === market && s.theme === theme,
  )
  return entry !== undefined && entry.available && isConfigurableKind(entry.kind)
}

/** Where an address leads: the deepest step its parameters make valid, and the choices on the way. */
export interface Resolved {
  step: WizardStep
  market: Market | null
  theme: Theme | null
  kind: ConfigurableKind | null
}

export function resolveParams(params: WizardParams, reviewed: ConfigurableKind | null): Resolved {
  const none: Resolved = { step: 'market', market: null, theme: null, kind: null }
  const { market, theme, strategy } = params
  if (!isMarket(market)) return none
  if (!isThemeOf(market, theme)) return { ...none, step: 'theme', market }
  if (!isChoosable(market, theme, strategy)) return { ...none, step: 'strategy', market, theme }
  const step = params.step === 'review' && reviewed === strategy ? 'review' : 'setup'
  return { step, market, theme, kind: strategy }
}

/** The agreements are the setup form's fields too; the rest of a create request is not. */
const formFields = new Set(['agree_risk', 'agree_share_profit'])

/** A server refusal, as the setup form shows it: on its fields, or at the top of the form. */
export interface Refusal {
  fieldErrors: Partial<Record<string, Message>>
  formError: FormMessage | null
}

/**
 * Config errors come back as `config.<field>`: the form knows them as `<field>`. Errors on the
 * request itself (the pair, the exchange, the whole config's balance) have no field in the form,
 * so the first of them is shown at the top.
 */
export function refusalOf(error: unknown): Refusal {
  const fieldErrors: Partial<Record<string, Message>> = {}
  let formError: FormMessage | null = null
  for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
    if (path.startsWith('config.')) fieldErrors[path.slice('config.'.length)] = message
    else if (formFields.has(path)) fieldErrors[path] = message
    else formError ??= message
  }
  if (Object.keys(fieldErrors).length === 0) formError ??= errorMessageOf(error)
  return { fieldErrors, formError }
}

/** A refusal by the server (it answered with a code), as opposed to a call that never got an answer. */
export const isRefusal = (error: unknown): boolean => apiErrorOf(error) !== null

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A stored copy read back from session storage, keeping only what is well formed: another
 * version of the app or a hand-edited value must not break the wizard.
 */
export function storedFrom(raw: unknown): Partial<StoredWizard> | null {
  if (!isRecord(raw)) return null
  const kindOf = (value: unknown) =>
    typeof value === 'string' && isConfigurableKind(value) ? value : null
  const values: StoredWizard['values'] = {}
  if (isRecord(raw.values))
    for (const [kind, v] of Object.entries(raw.values))
      if (isConfigurableKind(kind) && isRecord(v)) values[kind] = v
  return {
    market: isMarket(raw.market) ? raw.market : null,
    theme:
      typeof raw.theme === 'string' && (themes as readonly string[]).includes(raw.theme)
        ? (raw.theme as Theme)
        : null,
    kind: kindOf(raw.kind),
    exchange: (exchangeNames as readonly unknown[]).includes(raw.exchange)
      ? (raw.exchange as ExchangeName)
      : 'paper',
    symbol: typeof raw.symbol === 'string' && raw.symbol.length <= 32 ? raw.symbol : null,
    symbolMarket: isMarket(raw.symbolMarket) ? raw.symbolMarket : null,
    values,
    reviewed: kindOf(raw.reviewed),
  }
}
