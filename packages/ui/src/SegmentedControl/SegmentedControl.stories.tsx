import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Segment, SegmentedControl } from './SegmentedControl'

const meta = {
  title: 'Inputs/SegmentedControl',
  component: SegmentedControl,
  args: {
    'aria-label': 'Market',
    defaultSelectedKey: 'spot',
    onSelectionChange: fn(),
    children: (
      <>
        <Segment id="spot">Spot</Segment>
        <Segment id="futures">Futures</Segment>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof SegmentedControl>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const MarketSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const futures = canvas.getByRole('radio', { name: 'Futures' })
    await userEvent.click(futures)
    await expect(futures).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Spot' })).not.toBeChecked()
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('futures')
    await userEvent.click(futures)
    await expect(futures).toBeChecked()
  },
}

export const Intervals: Story = {
  args: {
    'aria-label': 'Chart interval',
    size: 'sm',
    defaultSelectedKey: '4h',
    children: (
      <>
        <Segment id="15m">15m</Segment>
        <Segment id="1h">1H</Segment>
        <Segment id="4h">4H</Segment>
        <Segment id="1d">1D</Segment>
        <Segment id="1w">1W</Segment>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('radio', { name: '4H' }))
    await userEvent.keyboard('{ArrowRight}')
    await expect(canvas.getByRole('radio', { name: '1D' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(canvas.getByRole('radio', { name: '1D' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: '4H' })).not.toBeChecked()
  },
}

export const FullWidth: Story = {
  args: { fullWidth: true },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
}

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Futures' })).toBeDisabled()
  },
}

export const OneSegmentDisabled: Story = {
  args: {
    'aria-label': 'Market',
    children: (
      <>
        <Segment id="spot">Spot</Segment>
        <Segment id="futures">Futures</Segment>
        <Segment id="forex" isDisabled>
          Forex
        </Segment>
      </>
    ),
  },
}
