import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Button } from '../Button/Button'
import { renderUi as render } from '../test-utils'
import { ConfirmDialog, Dialog, DialogTrigger, Modal } from './Dialog'

function Example() {
  return (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal>
        <Dialog title="Bot details">Body text</Dialog>
      </Modal>
    </DialogTrigger>
  )
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog', { name: 'Bot details' })).toHaveTextContent('Body text')
  })

  it('closes with the Close button and with Escape', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('ConfirmDialog', () => {
  function Confirm(props: { onConfirm: () => void; onCancel: () => void }) {
    return (
      <DialogTrigger>
        <Button>Stop</Button>
        <Modal size="sm">
          <ConfirmDialog title="Stop this bot?" confirmLabel="Stop bot" {...props}>
            Orders will be cancelled.
          </ConfirmDialog>
        </Modal>
      </DialogTrigger>
    )
  }

  it('confirms with the danger button and closes', async () => {
    const onConfirm = vi.fn()
    render(<Confirm onConfirm={onConfirm} onCancel={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }))
    const confirm = screen.getByRole('button', { name: 'Stop bot' })
    expect(confirm).toHaveAttribute('data-variant', 'danger')
    await userEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('cancels without confirming', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<Confirm onConfirm={onConfirm} onCancel={onCancel} />)
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onConfirm).not.toHaveBeenCalled()
  })
})
