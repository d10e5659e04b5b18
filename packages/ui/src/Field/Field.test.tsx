import { screen } from '@testing-library/react'
import { TextField as RACTextField } from 'react-aria-components'
import { describe, expect, it } from 'vitest'
import { renderUi as render } from '../test-utils'
import { FieldChrome, FieldGroup, Input } from './Field'

function Field({ isInvalid = false }: { isInvalid?: boolean }) {
  return (
    <RACTextField isInvalid={isInvalid}>
      <FieldChrome label="Amount" description="Minimum 10 USDT" errorMessage="Amount is too small">
        <FieldGroup>
          <Input />
        </FieldGroup>
      </FieldChrome>
    </RACTextField>
  )
}

describe('FieldChrome', () => {
  it('labels and describes the control through RAC context', () => {
    render(<Field />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input).toHaveAccessibleDescription('Minimum 10 USDT')
    expect(screen.queryByText('Amount is too small')).not.toBeInTheDocument()
  })

  it('adds the error to the description while invalid', () => {
    render(<Field isInvalid />)
    const input = screen.getByRole('textbox', { name: 'Amount' })
    expect(input).toHaveAccessibleDescription('Minimum 10 USDT Amount is too small')
  })
})
