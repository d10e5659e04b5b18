import type { Meta, StoryObj } from '@storybook/react-vite'
import { Info } from 'lucide-react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { Popover, PopoverTrigger } from './Popover'
import { findOverlay } from '../story-helpers'

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: {
    title: 'Grid range',
    showArrow: true,
    placement: 'bottom',
    children:
      'The bot places buy orders below the current price and sell orders above it, inside this range.',
  },
  argTypes: {
    placement: { control: 'select', options: ['bottom', 'top', 'start', 'end'] },
  },
  parameters: { visual: { target: 'page' } },
  render: (args) => (
    <div style={{ minHeight: 320, display: 'grid', placeItems: 'center' }}>
      <PopoverTrigger>
        <Button variant="secondary" icon={<Info size={16} aria-hidden />}>
          What is a grid?
        </Button>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>

export default meta
type Story = StoryObj<typeof meta>

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'What is a grid?' }))
  return findOverlay('dialog')
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement)
  },
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await expect(dialog).toHaveAccessibleName('Grid range')
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Grid range' })).toBeVisible(),
    )
  },
}

export const Top: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    await open(canvasElement)
  },
}

export const WithoutArrow: Story = {
  args: { showArrow: false, title: undefined, 'aria-label': 'Grid range help' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await expect(dialog).toHaveAccessibleName('Grid range help')
  },
}

export const Closed: Story = {
  parameters: { visual: { target: 'root' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull()
  },
}

export const EscapeCloses: Story = {
  parameters: { visual: { target: 'root' } },
  play: async ({ canvasElement }) => {
    await open(canvasElement)
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull(),
    )
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'What is a grid?' })).toHaveFocus(),
    )
  },
}
