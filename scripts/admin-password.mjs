// `npm run admin:password`: builds once when no build exists (like npm start), then runs the
// password tool from the build, passing its arguments along.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = process.cwd()
const tool = path.join(root, 'build/server/admin-password.js')
if (!existsSync(tool)) {
  console.log('No build found: building first (this takes a minute)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'inherit', 'inherit'], shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import(pathToFileURL(tool).href)
