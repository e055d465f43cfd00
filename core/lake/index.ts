export type * from './types.ts'
export * from './apiVersions.ts'
