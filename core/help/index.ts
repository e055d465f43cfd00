export * from './help.ts'
