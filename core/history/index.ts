export * from './chunks.ts'
export * from './restore.ts'
export * from './selection.ts'
export * from './fieldAuthors.ts'
