export * from './ids.ts'
export * from './keys.ts'
