import { defineConfig } from 'vitest/config'

// Three projects: unit tests beside the code, integration tests over real HTTP against a fresh
// SQLite file, and browser tests in Debian's Chromium against the production build.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{app,server,shared,content}/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two cores: one browser at a time keeps timings honest and the machine responsive.
          fileParallelism: false,
        },
      },
    ],
  },
})
