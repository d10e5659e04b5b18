import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import '@atb/ui/fonts.css'
import '@atb/ui/tokens.css'
import { AppShell } from './shell/AppShell'
import { installChunkErrorRecovery } from './shell/chunkErrors'

installChunkErrorRecovery(window)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    {/* Pages render once their modules are in (useRoutePage), so a navigation has nothing to wait
        for in a transition: the new page replaces the old one in a single commit. */}
    <BrowserRouter useTransitions={false}>
      <AppShell />
    </BrowserRouter>
  </StrictMode>,
)
