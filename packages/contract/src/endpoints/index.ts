import * as endpoints from './all'

export * from './endpoint'
export { testEndpoints, type OutboxMail } from './test'
export { chainTestEndpoints } from './test-chain'

/** Every endpoint of the API, by name. */
export { endpoints }

export type EndpointName = keyof typeof endpoints
