import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { Selection } from 'react-aria-components'
import { Copy, MoreHorizontal, Pause, Pencil, Trash2 } from 'lucide-react'
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test'
import { Button } from '../Button/Button'
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu'

const meta = {
  title: 'Navigation/Menu',
  component: Menu,
  args: { onAction: fn(), 'aria-label': 'Bot actions' },
  parameters: { visual: { target: 'page' } },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 340, display: 'flex', justifyContent: 'center', paddingTop: 16 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <MenuTrigger>
      <Button
        variant="secondary"
        aria-label="Bot actions"
        icon={<MoreHorizontal size={18} aria-hidden />}
      />
      <Menu {...args}>
        <MenuItem id="edit" icon={<Pencil size={16} aria-hidden />}>
          Edit bot
        </MenuItem>
        <MenuItem id="copy" icon={<Copy size={16} aria-hidden />}>
          Duplicate
        </MenuItem>
        <MenuItem id="pause" icon={<Pause size={16} aria-hidden />}>
          Pause
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" icon={<Trash2 size={16} aria-hidden />}>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>

export default meta
type Story = StoryObj<typeof meta>

const body = (el: HTMLElement) => within(el.ownerDocument.body)

async function openMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name }))
  return body(canvasElement).findByRole('menu')
}

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement, 'Bot actions')
  },
}

export const Actions: Story = {
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement, 'Bot actions')
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Duplicate' }))
    await expect((args.onAction as Mock).mock.calls[0]?.[0]).toBe('copy')
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull())
  },
}

export const DisabledItem: Story = {
  args: { disabledKeys: ['delete'] },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Bot actions')
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    const menu = await body(canvasElement).findByRole('menu')
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Edit bot' })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowDown}')
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus()
  },
}

function ColourModeMenu({ onChange }: { onChange?: (key: string) => void }) {
  const [selected, setSelected] = useState<Selection>(new Set(['dark']))
  return (
    <MenuTrigger>
      <Button variant="secondary">Appearance</Button>
      <Menu
        aria-label="Appearance"
        selectionMode="single"
        selectedKeys={selected}
        onSelectionChange={(keys) => {
          setSelected(keys)
          if (keys !== 'all') onChange?.(String([...keys][0]))
        }}
      >
        <MenuSection title="Colour mode">
          <MenuItem id="system">System</MenuItem>
          <MenuItem id="light">Light</MenuItem>
          <MenuItem id="dark">Dark</MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuSection title="Chart style">
          <MenuItem id="candles" detail="OHLC">
            Candles
          </MenuItem>
        </MenuSection>
      </Menu>
    </MenuTrigger>
  )
}

export const SingleSelectionWithSections: Story = {
  render: () => <ColourModeMenu />,
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement, 'Appearance')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await waitFor(() =>
      expect(within(menu).getByRole('group', { name: 'Colour mode' })).toBeVisible(),
    )
  },
}

export const ChangeSelection: Story = {
  render: () => <ColourModeMenu />,
  play: async ({ canvasElement }) => {
    let menu = await openMenu(canvasElement, 'Appearance')
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light' }))
    await waitFor(() => expect(body(canvasElement).queryByRole('menu')).toBeNull())
    menu = await openMenu(canvasElement, 'Appearance')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'true',
    )
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'false',
    )
  },
}
