import { useState } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { Button } from '../Button/Button'
import { LivePrice } from './LivePrice'

const meta = {
  title: 'Data display/LivePrice',
  component: LivePrice,
  args: { value: 64_250.5 },
} satisfies Meta<typeof LivePrice>
export default meta
type Story = StoryObj<typeof meta>

export const Steady: Story = {}

/** Two buttons move the price; the flash's direction is on `data-tick`. */
export const Ticking: Story = {
  render: function Render() {
    const [value, setValue] = useState(64_250.5)
    return (
      <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
        <LivePrice value={value} />
        <Button onPress={() => setValue((v) => v + 12.5)}>Up</Button>
        <Button variant="secondary" onPress={() => setValue((v) => v - 40)}>
          Down
        </Button>
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Up' }))
    const price = canvas.getByText('64,263.00')
    await expect(price.dataset.tick).toBe('up')
    await userEvent.click(canvas.getByRole('button', { name: 'Down' }))
    await expect(canvas.getByText('64,223.00').dataset.tick).toBe('down')
  },
}
