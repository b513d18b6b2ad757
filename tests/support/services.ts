import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDataLayer, type DataLayer } from '#server/db/index.ts'
import { createServices, type Services } from '#server/services.ts'

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

/** A freshly migrated SQLite file in a temporary folder, with the services over it. */
export async function createTestServices(
  now: () => Date = () => new Date(),
): Promise<{ data: DataLayer; services: Services; databasePath: string; cleanup(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'practice-db-'))
  const databasePath = path.join(dir, 'site.db')
  const data = await createDataLayer({ databasePath })
  return {
    data,
    databasePath,
    services: createServices(data, now),
    async cleanup() {
      await data.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
