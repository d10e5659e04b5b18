import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn(), children: null },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Bots">
        <Tab id="running" badge={3}>
          Running
        </Tab>
        <Tab id="history">History</Tab>
        <Tab id="backtest">Backtest</Tab>
      </TabList>
      <TabPanel id="running">Three bots are running.</TabPanel>
      <TabPanel id="history">Stopped bots and their results.</TabPanel>
      <TabPanel id="backtest">Try a strategy on past prices.</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    // RAC builds collections after the first commit, so wait for the tabs to exist.
    await userEvent.click(await canvas.findByRole('tab', { name: 'History' }))
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('Stopped bots'))
    await expect(args.onSelectionChange).toHaveBeenCalledWith('history')
  },
}

export const KeyboardArrows: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('tab', { name: 'Backtest' })
    await userEvent.tab()
    await expect(canvas.getByRole('tab', { name: /Running/ })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}{ArrowRight}')
    await expect(canvas.getByRole('tab', { name: 'Backtest' })).toHaveFocus()
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('past prices'))
  },
}

export const DisabledTab: Story = {
  args: { disabledKeys: ['history'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('tab', { name: 'Backtest' })
    await userEvent.tab()
    await userEvent.keyboard('{ArrowRight}')
    // The disabled History tab is skipped.
    await expect(canvas.getByRole('tab', { name: 'Backtest' })).toHaveFocus()
    await expect(canvas.getByRole('tab', { name: 'History' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const PreSelected: Story = { args: { defaultSelectedKey: 'backtest' } }
