import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Button } from '../Button/Button'
import { renderUi as render } from '../test-utils'
import { Popover, PopoverTrigger } from './Popover'

function Example(props: { title?: string; 'aria-label'?: string; showArrow?: boolean }) {
  return (
    <PopoverTrigger>
      <Button>Help</Button>
      <Popover {...props}>Orders sit between the lower and upper price.</Popover>
    </PopoverTrigger>
  )
}

describe('Popover', () => {
  it('opens a dialog named by its title when the trigger is pressed', async () => {
    render(<Example title="Grid range" />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Help' }))
    const dialog = await screen.findByRole('dialog', { name: 'Grid range' })
    expect(dialog).toHaveTextContent('Orders sit between the lower and upper price.')
  })

  it('closes on Escape and returns focus to the trigger', async () => {
    render(<Example aria-label="Grid help" />)
    await userEvent.click(screen.getByRole('button', { name: 'Help' }))
    await screen.findByRole('dialog', { name: 'Grid help' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help' })).toHaveFocus())
  })

  it('draws the arrow only when asked', async () => {
    render(<Example aria-label="Grid help" showArrow={false} />)
    await userEvent.click(screen.getByRole('button', { name: 'Help' }))
    await screen.findByRole('dialog')
    expect(document.querySelector('[data-placement] svg path')).toBeNull()
  })
})
