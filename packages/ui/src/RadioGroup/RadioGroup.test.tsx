import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Radio, RadioGroup } from './RadioGroup'

function Mode(props: { onChange?: (v: string) => void; isInvalid?: boolean }) {
  return (
    <RadioGroup label="Mode" errorMessage="Pick a mode" {...props}>
      <Radio value="periodic" description="Every N hours">
        Periodic
      </Radio>
      <Radio value="threshold">Threshold</Radio>
    </RadioGroup>
  )
}

describe('RadioGroup', () => {
  it('selects with click and arrow keys', async () => {
    const onChange = vi.fn()
    render(<Mode onChange={onChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Periodic' }))
    await userEvent.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Threshold' })).toBeChecked()
    expect(onChange.mock.calls).toEqual([['periodic'], ['threshold']])
  })

  it('labels the group and describes each option', () => {
    render(<Mode />)
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Periodic' })).toHaveAccessibleDescription(
      'Every N hours',
    )
  })

  it('shows the group error while invalid', () => {
    render(<Mode isInvalid />)
    expect(screen.getByRole('radiogroup', { name: 'Mode' })).toHaveAccessibleDescription(
      'Pick a mode',
    )
  })
})
