export * from './constants.ts'
export * from './backoff.ts'
export * from './signals.ts'
export * from './retryTrigger.ts'
