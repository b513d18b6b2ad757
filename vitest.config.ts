import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
import { findPostgresBin, postgresInstallHint } from './tests/support/postgres-cluster.ts'

// Unit tests beside the code; integration tests over real HTTP against a fresh database, once on
// SQLite and once on a throwaway PostgreSQL cluster; browser tests in Debian's Chromium against
// the production build.
const integration = {
  include: ['tests/integration/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 30_000,
}

const postgresAvailable = findPostgresBin() !== null
if (!postgresAvailable) {
  const message = `PostgreSQL server binaries not found: the PostgreSQL half of the integration tests cannot run. Install them with: ${postgresInstallHint}`
  // CI must run both halves; on a workstation, say so plainly and run the SQLite half.
  if (process.env.CI) throw new Error(message)
  console.warn(`\n⚠ ${message}\n`)
}

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'unit', include: ['{app,server,shared,content}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'], environment: 'node' } },
  // *.pg.test.ts files test what only PostgreSQL has (advisory locks, transactional DDL).
  { extends: true, test: { name: 'integration', ...integration, exclude: ['**/*.pg.test.ts', '**/node_modules/**'] } },
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
]
if (postgresAvailable) {
  projects.splice(2, 0, {
    extends: true,
    test: { name: 'integration-pg', ...integration, globalSetup: ['tests/support/postgres-global-setup.ts'] },
  })
}

export default defineConfig({ test: { projects } })
