// The navbar's new-document control as pure functions: its options, its filter and its sizes.
export * from './constants.ts'
export * from './filterNewDocumentOptions.ts'
export * from './newDocumentOptions.ts'
