import type { ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import { botLabels as L, quantLabels, type QuantKind } from '@atb/contract'
import { useFormatter } from '@atb/ui'
import { useIntervalNames } from '../../../../market/pair/labels'
import type { KindFormProps, KindSetup, ReviewLine, SetupEnv, SetupValues } from '../../setup/types'
import { useLabel } from '../SignalForm'
import { signalCapital } from '../signalMath'
import { RulePreview } from './RulePreview'
import { QuantForm, quoteOf, type QuantBinding, type QuantValues } from './QuantForm'

/** What one quant kind adds to the shared form (decision 046). */
export interface QuantPart<K extends QuantKind> {
  /** The kind's own fields, shown in the form's "Rules" section under the bar interval. */
  Params?: ComponentType<KindFormProps<K>>
  /**
   * What the config does, under the exits; by default the rule's chart over the pair's recent
   * bars (`RulePreview`). Market neutral, which has no bar rule, shows its plan instead.
   */
  Preview?: ComponentType<KindFormProps<K>>
  /** Starting values of its own fields (and a different default interval, if it wants one). */
  initial: Partial<SetupValues<K>>
  /** Its own fields in words, for the review step, in the page's language. */
  useReview?: (values: SetupValues<K>, env: SetupEnv) => ReviewLine[]
}

const noLines = (): ReviewLine[] => []

/** The shared fields in words; the kind's own lines come between the interval and the exits. */
function useQuantReview(values: QuantValues, env: SetupEnv, own: ReviewLine[]): ReviewLine[] {
  const { t } = useLingui()
  const f = useFormatter()
  const label = useLabel()
  const names = useIntervalNames()
  const quote = quoteOf(env)
  const money = (n: number) => (quote ? f.money(n, quote) : f.number(n, 2))
  const option = (on: boolean, value: number | undefined) =>
    on && value !== undefined ? f.percent(value) : t`Off`
  return [
    { label: label(L.total_amount), value: money(values.total_amount) },
    { label: label(quantLabels.order_amount), value: money(values.order_amount) },
    { label: label(quantLabels.interval), value: names[values.interval] },
    ...own,
    {
      label: label(L.option_take_profit),
      value: option(values.enable_option_take_profit, values.option_take_profit),
    },
    {
      label: label(L.option_stop_loss),
      value: option(values.enable_option_stop_loss, values.option_stop_loss),
    },
  ]
}

/** A quant kind's setup: the shared form around its part. */
export function quantSetup<K extends QuantKind>(part: QuantPart<K>): KindSetup<K> {
  const usePartReview = part.useReview ?? noLines
  return {
    Form: (props: KindFormProps<K>) => (
      <QuantForm
        form={props.form as unknown as QuantBinding}
        env={props.env}
        preview={
          part.Preview ? (
            <part.Preview {...props} />
          ) : (
            <RulePreview {...(props as unknown as KindFormProps<QuantKind>)} />
          )
        }
      >
        {part.Params ? <part.Params {...props} /> : null}
      </QuantForm>
    ),
    initialValues: (env) =>
      ({
        exchange_name: env.exchange,
        interval: '1h',
        total_amount: 1000,
        order_amount: 500,
        ...part.initial,
      }) as Partial<SetupValues<K>>,
    capital: (values, env) =>
      signalCapital((values as Partial<QuantValues>).total_amount, quoteOf(env)),
    useReview: (values, env) =>
      useQuantReview(values as unknown as QuantValues, env, usePartReview(values, env)),
  }
}
