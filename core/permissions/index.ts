export * from './roles.ts'
export * from './simulatedRoles.ts'
