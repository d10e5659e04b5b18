import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Radio, RadioGroup } from './RadioGroup'

const meta = {
  title: 'Inputs/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Margin mode',
    defaultValue: 'isolated',
    onChange: fn(),
    children: (
      <>
        <Radio value="isolated" description="Risk is limited to the margin of this position.">
          Isolated
        </Radio>
        <Radio value="crossed" description="All available balance backs every position.">
          Cross
        </Radio>
      </>
    ),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof RadioGroup>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Selecting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radiogroup', { name: 'Margin mode' })).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'Cross' }))
    await expect(canvas.getByRole('radio', { name: 'Cross' })).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('crossed')
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('radio', { name: 'Isolated' })).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(canvas.getByRole('radio', { name: 'Cross' })).toBeChecked()
  },
}

export const Horizontal: Story = {
  args: {
    label: 'Direction',
    orientation: 'horizontal',
    defaultValue: 'ALL',
    children: (
      <>
        <Radio value="ALL">Both</Radio>
        <Radio value="BUY">Long only</Radio>
        <Radio value="SELL">Short only</Radio>
      </>
    ),
  },
}

export const Invalid: Story = {
  args: {
    label: 'Rebalance condition',
    defaultValue: undefined,
    isInvalid: true,
    errorMessage: 'Choose when the bot rebalances',
    children: (
      <>
        <Radio value="periodic">Periodic</Radio>
        <Radio value="threshold">Threshold</Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose when the bot rebalances')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Cross' })).toBeDisabled()
  },
}

export const OneOptionDisabled: Story = {
  args: {
    label: 'Exchange',
    defaultValue: 'binance',
    children: (
      <>
        <Radio value="binance">Binance</Radio>
        <Radio value="okx">OKX</Radio>
        <Radio value="bitkub" isDisabled description="Connect an API key first.">
          Bitkub
        </Radio>
      </>
    ),
  },
}
