// Every endpoint of the API, re-exported one by one: `endpoints` (index.ts) is this module's
// namespace, so an importer that names `endpoints.login` keeps only that descriptor and its
// schema when bundled (decision 004), while the server and the OpenAPI document see them all.
export * from './session'
export * from './auth'
export * from './account'
export * from './system'
export * from './exchanges'
export * from './market'
export * from './bots'
export * from './wallet'
export * from './affiliate'
export * from './deposit'
export * from './withdrawal'
export * from './ranking'
export * from './community'
export * from './signals'
export * from './notifications'
