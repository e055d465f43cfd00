import {defineConfig} from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    exclude: ['tests/bench/**', 'node_modules/**'],
    // Contract tests start real servers and SQLite files: keep them isolated per file.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
