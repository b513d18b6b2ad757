import type { TestProject } from 'vitest/node'
import { startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway PostgreSQL cluster; empty in the SQLite projects. */
    pgAdminUrl: string
  }
}

let cluster: PostgresCluster | undefined

export async function setup(project: TestProject) {
  cluster = await startPostgresCluster()
  project.provide('pgAdminUrl', cluster.adminUrl)
}

export function teardown() {
  cluster?.stop()
}
