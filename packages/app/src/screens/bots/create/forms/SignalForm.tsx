import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import {
  botLabels as L,
  signalModes,
  signalSourceOf,
  signalSources,
  type FuturesSignalBotConfig,
  type MarketSymbolInfo,
  type MessageDescriptor,
} from '@atb/contract'
import { NumberField, Radio, RadioGroup, Switch } from '@atb/ui'
import type { FormBinding } from '../../../account/useFormBinding'
import type { SetupEnv } from '../setup/types'
import { ProviderSignalRadio } from './FollowedSignal'
import { SignalCoins } from './SignalCoins'
import { SignalCoverage } from './SignalCoverage'
import { SignalPreview } from './SignalPreview'
import styles from './signal.module.css'

/**
 * The widest of the three kinds' values (futures: spot's fields plus margin, leverage, mode and
 * the initial order), so one form serves spot, futures and forex; it shows futures fields only
 * for the futures kinds. Spelled from the config type: `SetupValues<K>` is every kind's union.
 */
export type SignalValues = FuturesSignalBotConfig & {
  agree_risk?: boolean
  agree_share_profit?: boolean
}
export type SignalBinding = FormBinding<SignalValues>

export const isFuturesSignal = (env: SetupEnv) => env.kind !== 'spot_signal'
/** The asset amounts are counted in: the pair's quote (USDT, USD). */
export const quoteOf = (env: SetupEnv) => env.symbol?.quote

/** A contract label as a field's visible label: the same phrase the messages use, capitalised. */
export function useLabel() {
  const { i18n } = useLingui()
  return (label: MessageDescriptor) => {
    const text = i18n._(label)
    return text.charAt(0).toLocaleUpperCase(i18n.locale) + text.slice(1)
  }
}

export interface SignalFormProps {
  form: SignalBinding
  env: SetupEnv
  /** The pairs the coin list picks from; loaded from /market/symbols when not given. */
  symbols?: readonly MarketSymbolInfo[]
}

/** Setup fields of a signal-follow bot (spot, futures and forex): what to follow and how much. */
export function SignalForm({ form, env, symbols }: SignalFormProps) {
  const { t, i18n } = useLingui()
  const label = useLabel()
  const futures = isFuturesSignal(env)
  const values = form.context?.values
  const unit = quoteOf(env)
  const minimum = futures ? 100 : 15
  const ids = { amounts: useId(), position: useId(), exits: useId() }
  const choose = <K extends 'signal_id' | 'margin_type' | 'mode'>(
    name: K,
    value: SignalValues[K],
  ) => {
    form.change(name, value)
    form.send({ type: 'form.blur', field: name })
  }

  return (
    <div className={styles.form}>
      <RadioGroup
        label={label(L.signal_id)}
        description={t`A built-in signal the engine computes from the pair’s own candles, or a provider’s signal chosen on its page with “Follow with a bot”.`}
        value={values?.signal_id ?? null}
        onChange={(id) => choose('signal_id', id)}
        isInvalid={Boolean(form.errorOf('signal_id'))}
        errorMessage={form.errorOf('signal_id')}
        isDisabled={form.isSubmitting}
      >
        {signalSources.map((source) => (
          <Radio key={source.id} value={source.id} description={i18n._(source.description)}>
            {i18n._(source.name)}
          </Radio>
        ))}
        {values?.signal_id && !signalSourceOf(values.signal_id) ? (
          <ProviderSignalRadio id={values.signal_id} />
        ) : null}
      </RadioGroup>

      <section className={styles.section} aria-labelledby={ids.amounts}>
        <h3 id={ids.amounts} className={styles.heading}>{t`Amounts`}</h3>
        <div className={styles.grid}>
          <NumberField
            {...form.number('total_amount')}
            label={label(L.total_amount)}
            description={t`At least ${minimum}`}
            unit={unit}
          />
          {futures ? (
            <NumberField
              {...form.number('coin_initial_opening')}
              label={label(L.coin_initial_opening)}
              description={t`At least 10`}
              unit={unit}
            />
          ) : (
            <NumberField
              {...form.number('amount')}
              label={label(L.amount)}
              description={t`First order; at least 15`}
              unit={unit}
            />
          )}
        </div>
        <Switch {...form.checkbox('is_all_order')}>{t`Same amount for every order`}</Switch>
        {values?.is_all_order ? (
          <NumberField
            {...form.number('amount_all_order')}
            label={label(L.amount_all_order)}
            description={futures ? t`At least 10` : t`At least 15`}
            unit={unit}
          />
        ) : null}
      </section>

      {futures ? (
        <section className={styles.section} aria-labelledby={ids.position}>
          <h3 id={ids.position} className={styles.heading}>{t`Position`}</h3>
          <RadioGroup
            label={label(L.margin_type)}
            orientation="horizontal"
            value={values?.margin_type ?? null}
            onChange={(v) => choose('margin_type', v as SignalValues['margin_type'])}
            isInvalid={Boolean(form.errorOf('margin_type'))}
            errorMessage={form.errorOf('margin_type')}
            isDisabled={form.isSubmitting}
          >
            <Radio value="isolated">{t`Isolated`}</Radio>
            <Radio value="crossed">{t`Cross`}</Radio>
          </RadioGroup>
          <NumberField
            {...form.number('leverage')}
            label={label(L.leverage)}
            description={t`1 to 125`}
          />
          <RadioGroup
            label={label(L.mode)}
            orientation="horizontal"
            value={values?.mode ?? null}
            onChange={(v) => choose('mode', v as SignalValues['mode'])}
            isInvalid={Boolean(form.errorOf('mode'))}
            errorMessage={form.errorOf('mode')}
            isDisabled={form.isSubmitting}
          >
            {signalModes.map((mode) => (
              <Radio key={mode} value={mode}>
                {mode === 'ALL' ? t`Both sides` : mode === 'BUY' ? t`Long only` : t`Short only`}
              </Radio>
            ))}
          </RadioGroup>
        </section>
      ) : null}

      <SignalCoverage form={form} env={env} />
      <SignalCoins form={form} env={env} symbols={symbols} />

      <section className={styles.section} aria-labelledby={ids.exits}>
        <h3 id={ids.exits} className={styles.heading}>{t`Exits`}</h3>
        <Switch {...form.checkbox('enable_option_take_profit')}>{t`Set a take profit`}</Switch>
        {values?.enable_option_take_profit ? (
          <NumberField
            {...form.number('option_take_profit')}
            label={label(L.option_take_profit)}
            description={t`0.1 to 1000: closes when the price moves this far in the position’s favour from the average entry`}
            unit="%"
          />
        ) : null}
        <Switch {...form.checkbox('enable_option_stop_loss')}>{t`Set a stop loss`}</Switch>
        {values?.enable_option_stop_loss ? (
          <NumberField
            {...form.number('option_stop_loss')}
            label={label(L.option_stop_loss_percent)}
            description={t`0.1 to 100: closes when the price moves this far against the position from the average entry`}
            unit="%"
          />
        ) : null}
        <NumberField
          {...form.number('earning')}
          label={label(L.earning)}
          description={t`Optional`}
          unit={unit}
        />
      </section>

      <SignalPreview values={values} env={env} />
    </div>
  )
}
