import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { renderUi as render } from '../test-utils'
import { Menu, MenuItem, MenuSection, MenuTrigger } from './Menu'

describe('Menu', () => {
  it('runs the chosen action and closes', async () => {
    const onAction = vi.fn()
    render(
      <MenuTrigger>
        <Button>Actions</Button>
        <Menu onAction={onAction}>
          <MenuItem id="edit">Edit</MenuItem>
          <MenuItem id="delete">Delete</MenuItem>
        </Menu>
      </MenuTrigger>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }))
    expect(onAction.mock.calls[0]?.[0]).toBe('delete')
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument())
  })

  it('opens from the keyboard and moves with arrow keys', async () => {
    render(
      <MenuTrigger>
        <Button>Actions</Button>
        <Menu>
          <MenuItem id="a">First</MenuItem>
          <MenuItem id="b">Second</MenuItem>
        </Menu>
      </MenuTrigger>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus())
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('menuitem', { name: 'Second' })).toHaveFocus()
  })

  it('checks the selected item in single selection and reports changes', async () => {
    const onSelectionChange = vi.fn()
    render(
      <MenuTrigger>
        <Button>Mode</Button>
        <Menu
          selectionMode="single"
          defaultSelectedKeys={['light']}
          onSelectionChange={onSelectionChange}
        >
          <MenuSection title="Colour mode">
            <MenuItem id="light">Light</MenuItem>
            <MenuItem id="dark">Dark</MenuItem>
          </MenuSection>
        </Menu>
      </MenuTrigger>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Mode' }))
    const group = await screen.findByRole('group', { name: 'Colour mode' })
    const light = within(group).getByRole('menuitemradio', { name: 'Light' })
    expect(light).toHaveAttribute('aria-checked', 'true')
    expect(light.querySelector('svg')).not.toBeNull()
    expect(
      within(group).getByRole('menuitemradio', { name: 'Dark' }).querySelector('svg'),
    ).toBeNull()
    await userEvent.click(within(group).getByRole('menuitemradio', { name: 'Dark' }))
    expect([...(onSelectionChange.mock.calls[0]?.[0] ?? [])]).toEqual(['dark'])
  })
})
