// adapters/: the outside world behind core's ports (HTTP lake API, Web Storage).
export * from './http/index.ts'
export * from './presence/index.ts'
export * from './storage/index.ts'
export * from './yieldToHost.ts'
export * from './files/hashFile.ts'
