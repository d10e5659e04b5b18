import { accountEndpoints } from './account'
import { authEndpoints } from './auth'
import { exchangeEndpoints } from './exchanges'
import { marketEndpoints } from './market'
import { botEndpoints } from './bots'
import { systemEndpoints } from './system'

export * from './endpoint'
export { testEndpoints, type OutboxMail } from './system'

/** Every endpoint of the API, by name. */
export const endpoints = {
  ...authEndpoints,
  ...accountEndpoints,
  ...exchangeEndpoints,
  ...systemEndpoints,
  ...marketEndpoints,
  ...systemEndpoints,
  ...botEndpoints,
}

export type EndpointName = keyof typeof endpoints
export { botEndpoints } from './bots'
