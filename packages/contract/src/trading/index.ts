export * from './venues'
export * from './live'
