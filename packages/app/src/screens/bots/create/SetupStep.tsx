import { useEffect, useMemo, useRef, useState } from 'react'
import { useSelector } from '@xstate/react'
import { useLingui } from '@lingui/react/macro'
import { Button, Checkbox, useFormatter } from '@atb/ui'
import {
  MIN_ASSET_CREATE_BOT,
  botConfigSchemas,
  defaultPairs,
  isBasketKind,
  isPaperOnlyKind,
  shareProfitKinds,
  strategyCatalogue,
  type ConfigurableKind,
  type ExchangeName,
  type Market,
} from '@atb/contract'
import type { BotWizardActor, BotWizardContext } from '@atb/machines'
import type { FormBinding } from '../../account/useFormBinding'
import { useSetupForm } from './setup/useSetupForm'
import { venueFields } from './setup/venueFields'
import type { KindSetup, SetupEnv, SetupValues } from './setup/types'
import { BalanceNotice } from './parts/BalanceNotice'
import { ProfitShareNotice } from './parts/ProfitShareNotice'
import { ExchangePicker } from './parts/ExchangePicker'
import { PairPicker } from './parts/PairPicker'
import { BacktestPanel } from './parts/BacktestPanel'
import type { BacktestRun } from './parts/useBacktest'
import { freshFor, useSetupQuery } from './parts/setupData'
import styles from './create.module.css'

type Agreements = FormBinding<{ agree_risk?: boolean; agree_share_profit?: boolean }>

export interface SetupStepProps {
  kind: ConfigurableKind
  market: Market
  setup: KindSetup
  env: SetupEnv
  wizard: BotWizardActor
  context: BotWizardContext
  /** A backtest result shown, with the config it ran: the review shows it again. */
  onBacktested: (run: BacktestRun) => void
}

/**
 * The setup step: venue and pair, the kind's own form, the backtest, the agreements and the
 * minimum asset rule. Its checked values go to the wizard's review; the values being edited are
 * kept by the wizard, so Back and a reload find them again.
 */
export function SetupStep(props: SetupStepProps) {
  const { kind, market, setup, env, wizard, context } = props
  const { t, i18n } = useLingui()
  const [pairMissing, setPairMissing] = useState(false)
  // A basket (rebalance) takes its coins from the form; every other kind trades one pair.
  const needsPair = !isBasketKind(kind)
  const entry = strategyCatalogue.find((s) => s.kind === kind)
  // A Paper-only kind (market neutral) moves a venue chosen for another kind back to Paper.
  const paperOnly = isPaperOnlyKind(kind)
  useEffect(() => {
    if (paperOnly && context.exchange !== 'paper')
      wizard.send({ type: 'wizard.chooseExchange', exchange: 'paper' })
  }, [paperOnly, context.exchange, wizard])
  useDefaultPair(needsPair && context.symbol === null ? market : null, wizard)
  return (
    <section className={styles.step} aria-labelledby="wizard-step-title">
      <h2 id="wizard-step-title" className={styles.heading}>
        {entry ? i18n._(entry.title) : kind}
      </h2>
      <p className={styles.lead}>{t`Choose where it trades, then how.`}</p>
      <div className={styles.pickers}>
        <ExchangePicker
          market={market}
          paperOnly={paperOnly}
          value={context.exchange}
          onChange={(exchange: ExchangeName) =>
            wizard.send({ type: 'wizard.chooseExchange', exchange })
          }
        />
        {needsPair ? (
          <PairPicker
            market={market}
            exchange={context.exchange}
            value={context.symbol ?? undefined}
            onChange={(symbol?: string | null) => {
              setPairMissing(false)
              wizard.send({ type: 'wizard.chooseSymbol', symbol: symbol || null })
            }}
          />
        ) : null}
      </div>
      <BalanceNotice env={env} />
      {pairMissing ? (
        <p className={styles.alert} role="alert">
          {t`Choose a pair to trade.`}
        </p>
      ) : null}
      <SetupForm
        // A refusal from the server starts the form afresh with the errors on its fields.
        key={context.refusals}
        kind={kind}
        setup={setup}
        env={env}
        wizard={wizard}
        context={context}
        onBacktested={props.onBacktested}
        beforeSubmit={() => {
          const missing = needsPair && !context.symbol
          setPairMissing(missing)
          return !missing
        }}
      />
    </section>
  )
}

function SetupForm({
  kind,
  setup,
  env,
  wizard,
  context,
  onBacktested,
  beforeSubmit,
}: Omit<SetupStepProps, 'market'> & { beforeSubmit: () => boolean }) {
  const { t } = useLingui()
  const [values] = useState(
    () =>
      ({
        ...setup.initialValues(env),
        ...context.values[kind],
        ...venueFields(kind, env),
      }) as Partial<SetupValues<ConfigurableKind>>,
  )
  const { actor, form } = useSetupForm(kind, {
    values,
    errors: context.fieldErrors,
    formError: context.formError,
  })
  const editing = form.context?.values as Record<string, unknown> | undefined
  useEffect(() => {
    if (editing) wizard.send({ type: 'wizard.keepValues', values: editing })
  }, [editing, wizard])
  const output = useSelector(actor, (s) => (s.status === 'done' ? s.output : undefined))
  useEffect(() => {
    if (output) wizard.send({ type: 'wizard.review', values: output.values })
  }, [output, wizard])
  const valid = useMemo(
    () => (editing ? botConfigSchemas[kind].isValidSync(editing) : false),
    [editing, kind],
  )
  useVenueFields(kind, env, form as unknown as FormBinding<Record<string, unknown>>)
  const agreements = form as unknown as Agreements
  const Form = setup.Form
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Bot setup`}
      onSubmit={(event) => {
        if (beforeSubmit()) form.onSubmit(event)
        else event.preventDefault()
      }}
    >
      {form.formError ? (
        <p className={styles.alert} role="alert">
          {form.formError}
        </p>
      ) : null}
      <Form form={form} env={env} />
      <BacktestPanel
        kind={kind}
        symbol={context.symbol ?? undefined}
        values={editing ?? values}
        valid={valid}
        onResult={onBacktested}
      />
      <div className={styles.section}>
        <Checkbox {...agreements.checkbox('agree_risk')}>
          {t`I understand that trading is risky and that I may lose money.`}
        </Checkbox>
        {shareProfitKinds.includes(kind) ? (
          <Checkbox {...agreements.checkbox('agree_share_profit')}>
            {t`I agree to share part of the profit with the signal provider.`}
          </Checkbox>
        ) : null}
        <ProfitShareNotice exchange={env.exchange} />
      </div>
      <MinimumAsset env={env} />
      <div className={styles.actions}>
        <Button type="submit" isPending={form.isSubmitting}>
          {t`Review`}
        </Button>
      </div>
    </form>
  )
}

/**
 * A setup opened without a pair starts on the market's most traded one (contract defaultPairs),
 * once: the pair list is the picker's own (one cached request), and a pair the venue does not
 * list is not offered, so the picker then asks for one.
 */
function useDefaultPair(market: Market | null, wizard: BotWizardActor) {
  const [symbols] = useSetupQuery(market && `symbols:${market}`, freshFor.symbols, (data) =>
    data.symbols(market!),
  )
  const offered = useRef(false)
  useEffect(() => {
    if (!market || offered.current || symbols.status !== 'done') return
    offered.current = true
    const pair = symbols.data.symbols.find((s) => s.symbol === defaultPairs[market])
    if (pair) wizard.send({ type: 'wizard.chooseSymbol', symbol: pair.symbol })
  }, [market, symbols, wizard])
}

/** Keeps the venue fields in step with the pickers; a refusal being shown stays (`form.sync`). */
function useVenueFields(
  kind: ConfigurableKind,
  env: SetupEnv,
  form: FormBinding<Record<string, unknown>>,
) {
  const values = form.context?.values
  useEffect(() => {
    if (!values) return
    const changed = Object.entries(venueFields(kind, env)).filter(([f, v]) => values[f] !== v)
    if (changed.length > 0) form.send({ type: 'form.sync', values: Object.fromEntries(changed) })
  }, [kind, env, values, form])
}

/** Spec §9: creating a bot needs 30 of the quote asset free; shown against the balance. */
function MinimumAsset({ env }: { env: SetupEnv }) {
  const { t } = useLingui()
  const f = useFormatter()
  const quote = env.symbol?.quote ?? 'USDT'
  const min = f.money(MIN_ASSET_CREATE_BOT, quote)
  const free = env.balances?.[quote]
  if (free === undefined)
    return <p className={styles.hint}>{t`You need at least ${min} free to create a bot.`}</p>
  const available = f.money(free, quote)
  const enough = free >= MIN_ASSET_CREATE_BOT
  return (
    <p className={styles.hint} data-tone={enough ? undefined : 'warning'}>
      {enough
        ? t`You need at least ${min} free to create a bot. Available: ${available}.`
        : t`You need at least ${min} free to create a bot; only ${available} is available.`}
    </p>
  )
}
