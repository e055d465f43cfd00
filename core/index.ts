// core/: pure, framework-free TypeScript shared by the studio, other frontends and the lake server.
export * from './documents/index.ts'
export * from './lake/index.ts'
export type * from './ports.ts'
export * from './patches/index.ts'
export * from './permissions/index.ts'
export * from './mendoza/index.ts'
export * from './schema/index.ts'
export * from './config/index.ts'
