import { useEffect } from 'react'
import { Outlet, useNavigate } from 'react-router'
import { registerNavigate } from '../services/api'
import { flows } from '../services/flows'
import { FlowsContext } from '../services/FlowsContext'

/**
 * Sits between the shell and the pages: gives flows outside React a way to navigate, and hands
 * the screens their provided machines. Every page needs it, so it ships in the entry chunk.
 */
export function Component() {
  const navigate = useNavigate()
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate])
  return (
    <FlowsContext.Provider value={flows}>
      <Outlet />
    </FlowsContext.Provider>
  )
}
