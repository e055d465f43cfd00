export * from './chunks.ts'
export * from './restore.ts'
