export * from './journey.ts'
