export * from './referenceValue.ts'
export * from './referenceSearch.ts'
export * from './availability.ts'
export * from './referenceNotices.ts'
