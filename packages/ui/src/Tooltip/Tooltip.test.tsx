import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Button } from '../Button/Button'
import { renderUi as render } from '../test-utils'
import { Tooltip, TooltipTrigger } from './Tooltip'

function Example() {
  return (
    <TooltipTrigger delay={0}>
      <Button aria-label="Pause">II</Button>
      <Tooltip>Pause bot</Tooltip>
    </TooltipTrigger>
  )
}

describe('Tooltip', () => {
  it('opens on keyboard focus and describes the trigger', async () => {
    render(<Example />)
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    await userEvent.tab()
    const tip = await screen.findByRole('tooltip')
    expect(tip).toHaveTextContent('Pause bot')
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute(
      'aria-describedby',
      tip.id,
    )
  })

  it('closes on Escape and on blur', async () => {
    render(<Example />)
    await userEvent.tab()
    await screen.findByRole('tooltip')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
    await userEvent.tab({ shift: true })
    await userEvent.tab()
    await screen.findByRole('tooltip')
    await userEvent.tab()
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument())
  })
})
