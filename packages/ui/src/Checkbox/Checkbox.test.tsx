import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Checkbox, CheckboxGroup } from './Checkbox'

describe('Checkbox', () => {
  it('toggles with click and Space', async () => {
    const onChange = vi.fn()
    render(<Checkbox onChange={onChange}>Remember me</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'Remember me' })
    await userEvent.click(box)
    expect(box).toBeChecked()
    await userEvent.keyboard(' ')
    expect(box).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('shows its error message while invalid', () => {
    render(
      <Checkbox isInvalid errorMessage="The policy must be checked">
        I agree
      </Checkbox>,
    )
    const box = screen.getByRole('checkbox', { name: 'I agree' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('The policy must be checked')
  })

  it('ignores presses when disabled', async () => {
    render(<Checkbox isDisabled>Locked</Checkbox>)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Locked' }))
    expect(screen.getByRole('checkbox', { name: 'Locked' })).not.toBeChecked()
  })
})

describe('CheckboxGroup', () => {
  it('reports the checked values and shows a group error', async () => {
    const onChange = vi.fn()
    render(
      <CheckboxGroup label="Markets" onChange={onChange} isInvalid errorMessage="Pick one">
        <Checkbox value="crypto">Crypto</Checkbox>
        <Checkbox value="gold">Gold</Checkbox>
      </CheckboxGroup>,
    )
    expect(screen.getByRole('group', { name: 'Markets' })).toHaveAccessibleDescription('Pick one')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Gold' }))
    expect(onChange).toHaveBeenLastCalledWith(['gold'])
  })
})
