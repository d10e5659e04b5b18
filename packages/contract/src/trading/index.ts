export * from './venues'
export * from './market'
