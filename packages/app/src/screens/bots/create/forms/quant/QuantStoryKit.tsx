import { useState, type ComponentType } from 'react'
import { useLingui } from '@lingui/react/macro'
import { userEvent, within } from 'storybook/test'
import type { QuantKind } from '@atb/contract'
import { Button, Form, useFormatter } from '@atb/ui'
import type { KindSetup, SetupEnv, SetupValues } from '../../setup/types'
import { useSetupForm } from '../../setup/useSetupForm'
import { expectNoSidewaysScroll } from '../../../../account/stories/storyKit'
import { SetupDataContext, type SetupData } from '../../parts/setupData'
import { fakeSetupData } from '../../parts/stories/fakes'
import { storyCoinFields, storyPairEnv } from '../storyPair'

/**
 * A quant kind's form as the setup page runs it, on BTC/USDT on Paper (its setup machine, the agreements already ticked,
 * which are the page's), with Next to validate and the review lines it leads to. Its calls (the
 * rule's preview) get the story answers, or `data`'s.
 */
export function QuantStory<K extends QuantKind>({
  data,
  ...props
}: QuantStoryProps<K> & { data?: Partial<SetupData> }) {
  // One source per story: the answers are never shared between stories.
  const [source] = useState(() => fakeSetupData(data))
  return (
    <SetupDataContext.Provider value={source}>
      <QuantFormStory {...props} />
    </SetupDataContext.Provider>
  )
}

interface QuantStoryProps<K extends QuantKind> {
  kind: K
  setup: KindSetup<K>
  env?: SetupEnv
  values?: Partial<SetupValues<K>>
}

function QuantFormStory<K extends QuantKind>({
  kind,
  setup,
  env = storyPairEnv(kind),
  values,
}: QuantStoryProps<K>) {
  const { t } = useLingui()
  const { form } = useSetupForm(kind, {
    values: {
      ...setup.initialValues(env),
      // The pickers are the page's: it fills the venue and pair fields from them.
      ...storyCoinFields,
      agree_risk: true,
      ...values,
    } as never,
  })
  const submitted = form.context?.submitted as SetupValues<K> | null | undefined
  return (
    // The machine validates: native constraint checks would block Next while a field shows an error.
    <Form onSubmit={form.onSubmit} aria-label={t`Next`} validationBehavior="aria">
      <setup.Form form={form as never} env={env} />
      <Button type="submit">{t`Next`}</Button>
      {form.isSuccess && submitted ? <Review setup={setup} values={submitted} env={env} /> : null}
    </Form>
  )
}

function Review<K extends QuantKind>({
  setup,
  values,
  env,
}: {
  setup: KindSetup<K>
  values: SetupValues<K>
  env: SetupEnv
}) {
  const f = useFormatter()
  const lines = setup.useReview(values, env)
  const capital = setup.capital(values, env) ?? {}
  return (
    <dl data-testid="review">
      {lines.map((line) => (
        <div key={line.label}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      {Object.entries(capital).map(([asset, amount]) => (
        <div key={asset}>
          <dt>{asset}</dt>
          <dd data-testid="capital">{f.money(amount, asset)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** A quant form's phone story: on a 390 px screen nothing in the form scrolls sideways. */
export const phoneStory = {
  decorators: [
    (Story: ComponentType) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const form = await within(canvasElement).findByRole('form')
    await expectNoSidewaysScroll(form)
  },
}

/** Types a value into a form's number field as a user would: clear, type, leave the field. */
export async function typeNumber(
  canvas: ReturnType<typeof within>,
  label: string | RegExp,
  value: string,
) {
  const input = await canvas.findByRole('textbox', { name: label })
  await userEvent.clear(input)
  if (value) await userEvent.type(input, value)
  await userEvent.tab()
}
