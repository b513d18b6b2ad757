import { createDataLayer, type DataLayer } from '#server/db/index.ts'
import { createServices, type Services } from '#server/services.ts'
import { createTestDatabase, type TestDatabase } from './test-database.ts'

/** A controllable clock: starts at `start`, moves only when told. */
export function fixedClock(start = '2026-03-01T09:00:00.000Z') {
  let current = new Date(start)
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current = new Date(current.getTime() + ms)
    },
    set(iso: string) {
      current = new Date(iso)
    },
  }
}

/** A freshly migrated test database (SQLite, or PostgreSQL in that project), with the services over it. */
export async function createTestServices(
  now: () => Date = () => new Date(),
): Promise<{ data: DataLayer; services: Services; db: TestDatabase; cleanup(): Promise<void> }> {
  const db = await createTestDatabase()
  const data = await createDataLayer({ databasePath: db.databasePath, databaseUrl: db.databaseUrl })
  return {
    data,
    db,
    services: createServices(data, { now }),
    async cleanup() {
      await data.close()
      await db.drop()
    },
  }
}
