export * from './selection.ts'
export * from './projection.ts'
export * from './preparePreview.ts'
export * from './layouts.ts'
