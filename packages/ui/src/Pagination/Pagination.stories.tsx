import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Pagination, type PaginationProps } from './Pagination'

function Paged(props: Omit<PaginationProps, 'onChange'>) {
  const [page, setPage] = useState(props.page)
  return <Pagination {...props} page={page} onChange={setPage} />
}

const meta = {
  title: 'Navigation/Pagination',
  component: Paged,
  args: { page: 1, pages: 3 },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Paged>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** Next moves on and says where it is; the last page cannot go further. */
export const ToTheLastPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

/** A single page needs no pager. */
export const OnePage: Story = {
  args: { pages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull()
  },
}
