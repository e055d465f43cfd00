export * from './applyMutation.ts'
export * from './validatePatch.ts'
export * from './pathSyntax.ts'
export * from './revisionCheck.ts'
