export * from './constants.ts'
export * from './backoff.ts'
export * from './signals.ts'
