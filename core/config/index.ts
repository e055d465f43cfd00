export * from './defineConfig.ts'
