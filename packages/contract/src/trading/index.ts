export * from './venues'
export * from './exchanges'
