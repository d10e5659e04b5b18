import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderUi as render } from '../test-utils'
import { Tab, TabList, TabPanel, Tabs } from './Tabs'

function BotTabs(props: { onSelectionChange?: (key: unknown) => void; disabledKeys?: string[] }) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Bots">
        <Tab id="running">Running</Tab>
        <Tab id="history">History</Tab>
        <Tab id="backtest">Backtest</Tab>
      </TabList>
      <TabPanel id="running">Running panel</TabPanel>
      <TabPanel id="history">History panel</TabPanel>
      <TabPanel id="backtest">Backtest panel</TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('shows the panel of the clicked tab', async () => {
    const onSelectionChange = vi.fn()
    render(<BotTabs onSelectionChange={onSelectionChange} />)
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Running panel')
    await userEvent.click(screen.getByRole('tab', { name: 'History' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('History panel')
    expect(onSelectionChange).toHaveBeenLastCalledWith('history')
  })

  it('moves with arrow keys and skips disabled tabs', async () => {
    render(<BotTabs disabledKeys={['history']} />)
    await userEvent.tab()
    expect(screen.getByRole('tab', { name: 'Running' })).toHaveFocus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Backtest' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Backtest' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'Running' })).toHaveFocus()
  })
})
