import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Stepper } from './Stepper'

const steps = [
  { id: 'market', label: 'Market' },
  { id: 'theme', label: 'Theme' },
  { id: 'strategy', label: 'Strategy' },
  { id: 'setup', label: 'Setup' },
]

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: { steps, currentStep: 'strategy', 'aria-label': 'Create bot' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['horizontal', 'compact'] },
    currentStep: { control: 'inline-radio', options: steps.map((s) => s.id) },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Stepper>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const FirstStep: Story = {
  args: { currentStep: 'market' },
  play: async ({ canvasElement }) => {
    const current = canvasElement.querySelector('[aria-current="step"]')
    await expect(current).toHaveTextContent('Market')
  },
}

export const MiddleStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('navigation', { name: 'Create bot' })).toBeVisible()
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('Strategy')
    await expect(canvas.getByText('Market').closest('li')).toHaveAttribute(
      'data-state',
      'completed',
    )
    await expect(canvas.getByText('Setup').closest('li')).toHaveAttribute('data-state', 'upcoming')
  },
}

export const LastStep: Story = { args: { currentStep: 'setup' } }

export const BackToCompletedStep: Story = {
  args: { onStepPress: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: /Market/ })).toHaveFocus()
    await userEvent.keyboard('{Tab}{Enter}')
    await expect(args.onStepPress).toHaveBeenCalledWith('theme')
    await expect(canvas.queryByRole('button', { name: /Setup/ })).not.toBeInTheDocument()
  },
}

export const Compact: Story = {
  args: { variant: 'compact' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current="step"]')).toHaveTextContent('Strategy')
  },
}
