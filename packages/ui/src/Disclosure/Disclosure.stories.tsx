import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { NumberField } from '../NumberField/NumberField'
import { Disclosure } from './Disclosure'

const meta = {
  title: 'Data display/Disclosure',
  component: Disclosure,
  args: {
    title: 'Advanced',
    summary: '99.00 USDT a grid',
    onExpandedChange: fn(),
    children: <NumberField label="Amount per grid" defaultValue={99} unit="USDT" hideStepper />,
  },
} satisfies Meta<typeof Disclosure>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /Advanced/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(canvas.queryByRole('textbox', { name: 'Amount per grid' })).toBeNull()
  },
}

export const Open: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('textbox', { name: 'Amount per grid' })).toBeVisible()
    await expect(canvas.queryByText('99.00 USDT a grid')).toBeNull()
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: /Advanced/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByRole('textbox', { name: 'Amount per grid' })).toBeVisible()
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true)
  },
}
