import type { Meta, StoryObj } from '@storybook/react-vite'
import { Percent } from 'lucide-react'
import { TextField as RACTextField } from 'react-aria-components'
import { expect, within } from 'storybook/test'
import { FieldAffix, FieldChrome, fieldClassName, FieldGroup, Input } from './Field'

/** The shared chrome every input uses: label, bordered group, description and error. */
const meta = {
  title: 'Inputs/Field',
  component: FieldChrome,
  args: {
    label: 'Take profit',
    description: 'Closes the bot when profit reaches this ratio.',
    children: null,
  },
  render: ({ label, description, errorMessage }) => (
    <RACTextField className={fieldClassName} defaultValue="2.5" isInvalid={Boolean(errorMessage)}>
      <FieldChrome label={label} description={description} errorMessage={errorMessage}>
        <FieldGroup>
          <Input />
          <FieldAffix>
            <Percent size={14} aria-hidden />
          </FieldAffix>
        </FieldGroup>
      </FieldChrome>
    </RACTextField>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof FieldChrome>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const WithDescription: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Take profit' })
    await expect(input).toHaveAccessibleDescription(
      'Closes the bot when profit reaches this ratio.',
    )
  },
}

export const WithError: Story = {
  args: { errorMessage: 'Take profit must be at least 0.1%' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Take profit' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(within(canvasElement).getByText('Take profit must be at least 0.1%')).toBeVisible()
  },
}

export const LabelOnly: Story = { args: { description: undefined } }
