import type { Meta, StoryObj } from '@storybook/react-vite'
import { Info, Pause } from 'lucide-react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { Tooltip, TooltipTrigger } from './Tooltip'

const page = within(document.body)

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  args: { children: 'Pause bot', placement: 'top' },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
  parameters: { visual: { target: 'page' } },
  decorators: [(Story) => <div style={{ padding: '48px 120px' }}>{Story()}</div>],
  render: (args) => (
    <TooltipTrigger>
      <Button variant="secondary" aria-label="Pause" icon={<Pause size={16} aria-hidden />} />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const OpensOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('button', { name: 'Pause' })).toHaveFocus()
    const tip = await page.findByRole('tooltip')
    await expect(tip).toHaveTextContent('Pause bot')
    await expect(within(canvasElement).getByRole('button', { name: 'Pause' })).toHaveAttribute(
      'aria-describedby',
      tip.id,
    )
  },
}

export const ClosesOnEscape: Story = {
  play: async () => {
    await userEvent.tab()
    await page.findByRole('tooltip')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument())
  },
}

export const LongText: Story = {
  args: {
    children:
      'Risk rate is the share of your balance this bot may lose before it stops itself automatically.',
  },
  render: (args) => (
    <TooltipTrigger>
      <Button
        variant="ghost"
        size="sm"
        aria-label="What is risk rate?"
        icon={<Info size={16} aria-hidden />}
      />
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async () => {
    await userEvent.tab()
    await expect(await page.findByRole('tooltip')).toHaveTextContent(/Risk rate/)
  },
}
