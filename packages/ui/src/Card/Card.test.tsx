import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Card } from './Card'

describe('Card', () => {
  it('shows a heading, actions, body and footer', () => {
    render(
      <Card title="Balance" headingLevel={2} actions={<button>Edit</button>} footer="Updated now">
        100 USDT
      </Card>,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Balance' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(screen.getByText('100 USDT')).toBeInTheDocument()
    expect(screen.getByText('Updated now')).toBeInTheDocument()
  })

  it('is one button when given onPress, pressable by keyboard', async () => {
    const onPress = vi.fn()
    render(
      <Card title="Grid bot" onPress={onPress} actions={<button>Hidden</button>}>
        Running
      </Card>,
    )
    const card = screen.getByRole('button', { name: /Grid bot/ })
    expect(screen.queryByRole('button', { name: 'Hidden' })).not.toBeInTheDocument()
    await userEvent.tab()
    expect(card).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(card)
    expect(onPress).toHaveBeenCalledTimes(2)
  })

  it('is a link when given href', () => {
    render(<Card title="Bot 42" href="/bot/view/42" />)
    expect(screen.getByRole('link', { name: 'Bot 42' })).toHaveAttribute('href', '/bot/view/42')
  })
})
