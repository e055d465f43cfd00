import {defineConfig} from 'vitest/config'

export default defineConfig({
  test: {
    // Contract tests start real servers and SQLite files: keep them isolated per file.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/bench/**', 'tests/e2e/**', 'node_modules/**'],
          sequence: {groupOrder: 0},
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          // Builds dist/studio once when it is missing or older than its sources.
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          // One Chromium at a time, after the node project: the machines running these have two cores.
          fileParallelism: false,
          sequence: {groupOrder: 1},
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // On CI (a fresh two-core machine running every file), a browser test that fails is run
          // once more before it counts: timing under that load, not the product, has been the
          // cause of every such failure so far, and a test broken for real fails both times.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
})
