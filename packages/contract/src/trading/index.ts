export * from './venues'
export * from './exchanges'
export * from './live'
export * from './market'
