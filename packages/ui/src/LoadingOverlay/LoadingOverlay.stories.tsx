import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LoadingOverlay } from './LoadingOverlay'

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { isVisible: true },
  parameters: { visual: { target: 'page' } },
  render: (args) => (
    <>
      <p style={{ margin: 0 }}>Page content behind the overlay</p>
      <LoadingOverlay {...args} />
    </>
  ),
} satisfies Meta<typeof LoadingOverlay>

export default meta
type Story = StoryObj<typeof meta>

const page = (el: HTMLElement) => within(el.ownerDocument.body)

export const Playground: Story = {}

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    const status = page(canvasElement).getByRole('status')
    await expect(status).toHaveAttribute('aria-busy', 'true')
    await expect(status).toHaveTextContent('Loading')
  },
}

export const Hidden: Story = {
  args: { isVisible: false },
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement).queryByRole('status')).toBeNull()
    await expect(page(canvasElement).getByText('Page content behind the overlay')).toBeVisible()
  },
}
