import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import '@atb/ui/fonts.css'
import '@atb/ui/tokens.css'
import { routes } from './router/routes'
import { installChunkErrorRecovery } from './shell/chunkErrors'

installChunkErrorRecovery(window)
const router = createBrowserRouter(routes)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
