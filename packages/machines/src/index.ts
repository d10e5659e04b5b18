export * from './toast/toast.machine'
export * from './form/createFormMachine'
export * from './lib/errors'
