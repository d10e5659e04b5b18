import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { FlowsContext } from '../../services/FlowsContext'
import { fakeFlows, rejects, resolves } from '../account/stories/fakes'
import { Component } from './OkxCallback'
import { storyBinanceConnected } from './stories/sample'

i18n.loadAndActivate({ locale: 'en', messages: {} })

function open(flows: ReturnType<typeof fakeFlows>, url: string) {
  return render(
    <I18nProvider i18n={i18n}>
      <FlowsContext.Provider value={flows}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/oauth/okx/callback" element={<Component />} />
            <Route path="/api" element={<p>API keys page</p>} />
          </Routes>
        </MemoryRouter>
      </FlowsContext.Provider>
    </I18nProvider>,
  )
}

describe('OKX callback page', () => {
  it('goes to /api once the key is saved, and tells the user', async () => {
    const told: string[] = []
    const flows = fakeFlows({
      okxOAuthCallback: resolves({ ...storyBinanceConnected, exchange_name: 'okx' }),
      notify: (message: string) => void told.push(message),
    })
    open(flows, '/oauth/okx/callback?code=c1&state=s1')

    expect(await screen.findByText('API keys page')).toBeTruthy()
    expect(told).toHaveLength(1)
  })

  it('says why when OKX refuses, and offers to start again', async () => {
    const flows = fakeFlows({ okxOAuthCallback: rejects('okx_oauth_state_invalid') })
    open(flows, '/oauth/okx/callback?code=c1&state=s1')

    expect((await screen.findByRole('alert')).textContent).toMatch(/expired or was already used/)
  })
})
