export * from './venues'
