import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Select, SelectItem } from './Select'

const exchanges = [
  { id: 'binance', name: 'Binance' },
  { id: 'okx', name: 'OKX' },
  { id: 'bitkub', name: 'Bitkub' },
  { id: 'bybit', name: 'Bybit' },
]

const meta = {
  title: 'Inputs/Select',
  component: Select<{ id: string; name: string }>,
  args: {
    label: 'Exchange',
    placeholder: 'Choose an exchange',
    items: exchanges,
    onSelectionChange: fn(),
    children: (item: { id: string; name: string }) => (
      <SelectItem id={item.id}>{item.name}</SelectItem>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof Select<{ id: string; name: string }>>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Exchange/ })).toHaveTextContent(
      'Choose an exchange',
    )
  },
}

export const Selected: Story = {
  args: { defaultSelectedKey: 'okx', description: 'Where the bot places orders.' },
}

export const Open: Story = {
  args: { defaultSelectedKey: 'binance' },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Exchange/ }))
    const listbox = await screen.findByRole('listbox')
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4)
    await expect(within(listbox).getByRole('option', { name: 'Binance' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
  },
}

export const ChoosingWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Exchange/ })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument())
    await expect(trigger).toHaveTextContent('OKX')
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('okx')
  },
}

export const WithDisabledOption: Story = {
  args: { disabledKeys: ['bitkub'] },
  parameters: { visual: { target: 'page' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Exchange/ }))
    const listbox = await screen.findByRole('listbox')
    await expect(within(listbox).getByRole('option', { name: 'Bitkub' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an exchange to continue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Choose an exchange to continue')).toBeVisible()
  },
}

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedKey: 'binance' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Exchange/ })).toBeDisabled()
  },
}
