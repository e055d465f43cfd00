// Document operations: disabled reasons, permission checks and the transactions they send.
export * from './disabledReasons.ts'
export * from './grants.ts'
export * from './permissions.ts'
export * from './strengthen.ts'
export * from './transactions.ts'
export * from './commitSurely.ts'
