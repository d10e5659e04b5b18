export * from './toast/toast.machine'
