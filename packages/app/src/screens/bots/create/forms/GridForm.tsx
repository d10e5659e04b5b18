import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button, NumberField, Radio, RadioGroup, Switch, useFormatter } from '@atb/ui'
import type { FormBinding } from '../../../account/useFormBinding'
import type { FuturesGridBotConfig } from '@atb/contract'
import type { SetupEnv } from '../setup/types'
import { GridOptions } from './GridOptions'
import { GridPreview, levelsOf, quoteOf } from './GridPreview'
import { spacingOf, suggestGrid } from './gridMath'
import styles from './grid.module.css'

/**
 * A grid form's values. `SetupValues<K>` widens to every kind's values (the seam's
 * `botSetupSchema<K>` return type), so the grid spells its own: the futures grid's fields, of
 * which the spot grid's are a subset, plus the agreement.
 */
export type GridValues = FuturesGridBotConfig & { agree_risk: boolean }

/** Both grid forms bind as the futures grid; the spot grid never shows the futures fields. */
export type GridBinding = FormBinding<GridValues>

const PRICE_FORMAT = { maximumFractionDigits: 8 }

/** The spot or futures grid's fields with the live preview beside them (under them on phones). */
export function GridForm({
  form,
  env,
  futures,
}: {
  form: GridBinding
  env: SetupEnv
  futures: boolean
}) {
  const { t } = useLingui()
  const f = useFormatter()
  const values = form.context?.values
  const quote = quoteOf(env, values ?? {})
  const { send } = form
  const lastPrice = env.lastPrice
  // The stop loss is checked against the live price, so every tick reaches the form's schema.
  useEffect(() => {
    send({ type: 'form.context', context: { lastPrice } })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` is a new function each render
  }, [lastPrice])

  // The grid spacing follows the range and the number of grids; its rule (0.3–100 %) still shows.
  const levels = values ? levelsOf(values) : null
  const derived = levels ? spacingOf(levels[0]!, levels.at(-1)!, levels.length - 1) : undefined
  useEffect(() => {
    if (derived === undefined || derived === form.context?.values.space_of_grid) return
    send({ type: 'form.sync', values: { space_of_grid: derived } })
    send({ type: 'form.blur', field: 'space_of_grid' })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new spacing matters
  }, [derived])

  const suggestion = suggestGrid(env.history)
  const applySuggestion = () => {
    if (!suggestion) return
    for (const field of ['lower_price', 'upper_price', 'number_of_grid'] as const) {
      form.change(field, suggestion[field])
      form.send({ type: 'form.blur', field })
    }
  }

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <div className={styles.fields}>
          {suggestion ? (
            <div className={styles.suggestion}>
              <p>
                {t`Suggested from the last 7 days: ${f.price(suggestion.lower_price)} – ${f.price(suggestion.upper_price)} ${quote}, ${f.number(suggestion.number_of_grid)} grids.`}
              </p>
              <Button variant="secondary" size="sm" onPress={applySuggestion}>
                {t`Use suggested`}
              </Button>
            </div>
          ) : null}

          {futures ? (
            <fieldset className={styles.group}>
              <legend className={styles.groupTitle}>{t`Futures account`}</legend>
              <RadioGroup
                label={t`Direction`}
                value={values?.direction ?? 'neutral'}
                onChange={(value) =>
                  form.change('direction', value as 'neutral' | 'long' | 'short')
                }
                errorMessage={form.errorOf('direction')}
                isInvalid={Boolean(form.errorOf('direction'))}
              >
                <Radio value="neutral">{t`Neutral`}</Radio>
                <Radio value="long">{t`Long`}</Radio>
                <Radio value="short">{t`Short`}</Radio>
              </RadioGroup>
              <RadioGroup
                label={t`Margin type`}
                value={values?.margin_type ?? null}
                onChange={(value) => {
                  form.change('margin_type', value as 'isolated' | 'crossed')
                  form.send({ type: 'form.blur', field: 'margin_type' })
                }}
                errorMessage={form.errorOf('margin_type')}
                isInvalid={Boolean(form.errorOf('margin_type'))}
              >
                <Radio value="isolated">{t`Isolated`}</Radio>
                <Radio value="crossed">{t`Crossed`}</Radio>
              </RadioGroup>
              <NumberField
                {...form.number('leverage')}
                label={t`Leverage`}
                description={t`1 to 125`}
                unit="×"
              />
            </fieldset>
          ) : null}

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t`Price range`}</legend>
            <div className={styles.pair}>
              <NumberField
                {...form.number('lower_price')}
                hideStepper
                label={t`Lower price`}
                unit={quote}
                formatOptions={PRICE_FORMAT}
              />
              <NumberField
                {...form.number('upper_price')}
                hideStepper
                label={t`Upper price`}
                unit={quote}
                formatOptions={PRICE_FORMAT}
              />
            </div>
            <div className={styles.pair}>
              <NumberField
                {...form.number('number_of_grid')}
                label={t`Number of grids`}
                description={t`2 to 149`}
              />
              <NumberField
                {...form.number('space_of_grid')}
                label={t`Grid spacing`}
                description={t`From the range and the number of grids; 0.3 to 100 %`}
                unit="%"
                formatOptions={{ maximumFractionDigits: 2 }}
                isReadOnly
                hideStepper
              />
            </div>
            <RadioGroup
              label={t`Grid mode`}
              value={values?.grid_mode ?? 'arithmetic'}
              onChange={(value) => form.change('grid_mode', value as 'arithmetic' | 'geometric')}
            >
              <Radio value="arithmetic" description={t`The same price gap between levels`}>
                {t`Arithmetic`}
              </Radio>
              <Radio value="geometric" description={t`The same percent gap between levels`}>
                {t`Geometric`}
              </Radio>
            </RadioGroup>
          </fieldset>

          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{t`Investment`}</legend>
            <NumberField
              {...form.number('coin_per_grid')}
              hideStepper
              label={t`Amount per grid`}
              description={t`25 to 1,500 ${quote}`}
              unit={quote}
              formatOptions={{ maximumFractionDigits: 2 }}
            />
            <NumberField
              {...form.number('risk_rate')}
              label={t`Risk rate`}
              description={t`Optional`}
              formatOptions={{ maximumFractionDigits: 4 }}
            />
            <Switch {...form.checkbox('is_recurring')}>{t`Recurring`}</Switch>
            <Switch {...form.checkbox('is_covering')}>{t`Covering`}</Switch>
          </fieldset>

          <GridOptions form={form} quote={quote} />
        </div>
        {values ? <GridPreview values={values} env={env} futures={futures} /> : null}
      </div>
    </div>
  )
}
