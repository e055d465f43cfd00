export * from './roles.ts'
export * from './simulatedRoles.ts'
export * from './constants.ts'
