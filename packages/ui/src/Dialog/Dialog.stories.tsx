import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { ConfirmDialog, Dialog, DialogTrigger, Modal, type ModalProps } from './Dialog'
import { findOverlay } from '../story-helpers'

const page = within(document.body)

async function open(canvasElement: HTMLElement, name = 'Open dialog') {
  await userEvent.click(within(canvasElement).getByRole('button', { name }))
  return findOverlay('dialog')
}

function sized(size: ModalProps['size']) {
  return (args: Parameters<typeof Dialog>[0]) => (
    <DialogTrigger>
      <Button variant="secondary">Open dialog</Button>
      <Modal size={size} isDismissable>
        <Dialog {...args} />
      </Modal>
    </DialogTrigger>
  )
}

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Bot details',
    children: 'Grid bot on BTC/USDT with 20 grids between 58,000 and 72,000.',
  },
  parameters: { visual: { target: 'page' } },
  render: sized('md'),
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    // The entry animation starts at opacity 0.
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await waitFor(() =>
      expect(within(dialog).getByRole('heading', { name: 'Bot details' })).toBeVisible(),
    )
    await expect(dialog).toHaveAccessibleName('Bot details')
  },
}

export const Small: Story = { render: sized('sm'), play: Default.play }

export const Large: Story = {
  render: sized('lg'),
  args: {
    footer: (close) => (
      <>
        <Button variant="secondary" onPress={close}>
          Cancel
        </Button>
        <Button onPress={close}>Save</Button>
      </>
    ),
  },
  play: Default.play,
}

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    // The close button is the only button; its name ("Close") comes from the catalogue.
    await userEvent.click(within(dialog).getByRole('button'))
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull())
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Open dialog' })).toHaveFocus(),
    )
  },
}

export const EscapeCloses: Story = {
  // The play asserts the closed dialog and the focus back on its trigger; like CancelKeepsRunning,
  // no picture: full runs on a busy machine sometimes caught the dialog open again after the play.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    // Escape reaches the dialog only once focus has moved into it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull())
    // Focus returns to the trigger only once the overlay has left (its exit animation is over).
    await waitFor(
      () =>
        expect(within(canvasElement).getByRole('button', { name: 'Open dialog' })).toHaveFocus(),
      { timeout: 5000 },
    )
  },
}

export const LongContent: Story = {
  args: {
    title: 'Risk disclosure',
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i}>
        Trading bots can lose money. Past results do not guarantee future returns. Only invest what
        you can afford to lose.
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement)
    await expect(dialog).toHaveAccessibleName('Risk disclosure')
    await waitFor(() => expect(dialog).toBeVisible())
  },
}

type ConfirmStory = StoryObj<typeof ConfirmDialog>

export const ConfirmDanger: ConfirmStory = {
  args: {
    title: 'Stop this bot?',
    children: 'Open orders will be cancelled. You can start the bot again later.',
    confirmLabel: 'Stop bot',
    cancelLabel: 'Keep running',
    onConfirm: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Stop bot</Button>
      <Modal size="sm">
        <ConfirmDialog {...args} />
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stop bot' }))
    const dialog = await findOverlay('alertdialog', 'Stop this bot?')
    await expect(within(dialog).getByRole('button', { name: 'Stop bot' })).toHaveAttribute(
      'data-variant',
      'danger',
    )
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const ConfirmAndClose: ConfirmStory = {
  ...ConfirmDanger,
  // Like CancelKeepsRunning below: the play asserts the closed dialog, and the picture after it
  // (which is Default's closed page) sometimes caught the dialog open again under a loaded runner.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stop bot' }))
    const dialog = await findOverlay('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop bot' }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull())
  },
}

export const CancelKeepsRunning: ConfirmStory = {
  ...ConfirmDanger,
  // The play asserts the closed dialog. In full runs the screenshot after it sometimes caught the
  // dialog open again (2 of 3 runs for the same pattern in ApiKeys), a runner interaction not yet
  // understood; ConfirmDanger keeps the dialog's picture.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Stop bot' }))
    const dialog = await findOverlay('alertdialog')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep running' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    // Until the overlay's exit animation is over too, so the screenshot shows the page behind it.
    await waitFor(
      () => expect(document.querySelector('[role="alertdialog"], [data-exiting]')).toBeNull(),
      { timeout: 5000 },
    )
  },
}

export const ConfirmPending: Story = {
  render: () => (
    <Modal size="sm" isOpen>
      <ConfirmDialog
        title="Stop this bot?"
        confirmLabel="Stop bot"
        isPending
        keepOpenOnConfirm
        onConfirm={() => {}}
      >
        Cancelling open orders…
      </ConfirmDialog>
    </Modal>
  ),
  play: async () => {
    const dialog = await page.findByRole('alertdialog')
    await expect(within(dialog).getByRole('button', { name: /Stop bot/ })).toHaveAttribute(
      'data-pending',
      'true',
    )
  },
}
