export * from './applyMutation.ts'
export * from './validatePatch.ts'
