import { useLingui } from '@lingui/react/macro'
import { Button, NumberField, Radio, RadioGroup, useFormatter } from '@atb/ui'
import type { FormBinding } from '../../../account/useFormBinding'
import type { FuturesGridBotConfig } from '@atb/contract'
import type { SetupEnv } from '../setup/types'
import { GridOptions } from './GridOptions'
import { GridInvestment } from './GridInvestment'
import { GridPreview, quoteOf } from './GridPreview'
import { useGridSync } from './useGridSync'
import styles from './grid.module.css'

/**
 * A grid form's values. `SetupValues<K>` widens to every kind's values (the seam's
 * `botSetupSchema<K>` return type), so the grid spells its own: the futures grid's fields, of
 * which the spot grid's are a subset, plus the agreement and the total investment.
 */
export type GridValues = FuturesGridBotConfig & {
  agree_risk: boolean
  /** The setup form's total, which the amount per grid is derived from (decision 089). */
  total_investment?: number
}

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
  const sync = useGridSync(form, env)
  const { suggestion, applySuggestion } = sync

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

          <GridInvestment form={form} sync={sync} quote={quote} editing={env.editing === true} />

          <GridOptions form={form} quote={quote} />
        </div>
        {values ? <GridPreview values={values} env={env} futures={futures} /> : null}
      </div>
    </div>
  )
}
