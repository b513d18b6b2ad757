import fs from 'node:fs'
import { createDataLayer } from '../db/index.ts'
import { parseEnv } from '../env.ts'
import { createImageServiceFromEnv } from '../images/image-service.ts'
import { createLogger } from '../log.ts'
import { exportData, importData } from './transfer.ts'

// `npm run export -- [file]` and `npm run import -- <file>`: move posts between databases
// (SQLite ↔ PostgreSQL) or keep a portable copy. `npm run backup -- <file>`: SQLite's online
// backup of the whole database while the site keeps running. The database comes from
// DATA_DIR / DATABASE_URL. `npm run images:sweep`: removes uploads never registered and images no
// post uses, once a day old (the server does this hourly too), from DATA_DIR/uploads or S3.
async function main(): Promise<void> {
  const [command, file] = process.argv.slice(2)
  const env = parseEnv()
  const data = await createDataLayer({ databasePath: env.databasePath, databaseUrl: env.databaseUrl, connectTimeoutMs: env.databaseConnectTimeoutMs })
  try {
    if (command === 'export') {
      const output = JSON.stringify(await exportData(data), null, 2)
      if (file) {
        fs.writeFileSync(file, `${output}\n`)
        console.error(`Exported to ${file}`)
      } else {
        process.stdout.write(`${output}\n`)
      }
    } else if (command === 'import') {
      if (!file) throw new Error('Name the export file: npm run import -- backup.json')
      const { posts } = await importData(data, JSON.parse(fs.readFileSync(file, 'utf8')))
      console.error(`Imported ${posts} post(s) from ${file}`)
    } else if (command === 'backup') {
      if (!file) throw new Error('Name the backup file: npm run backup -- backups/site-2026-01-31.db')
      await data.backup(file)
      console.error(`Backed up to ${file}`)
    } else if (command === 'images:sweep') {
      const images = createImageServiceFromEnv(data, env, { now: () => new Date(), logger: createLogger(env.logLevel) })
      const removed = await images.sweep()
      console.error(`Removed ${removed} unused image(s)`)
    } else {
      throw new Error('Usage: cli.ts export [file] | import <file> | backup <file> | images:sweep')
    }
  } finally {
    await data.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
