// `npm start`: builds once when no build exists, then serves the production build.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import path from 'node:path'

const root = process.cwd()
const needed = ['build/server/index.js', 'build/client']
if (needed.some((file) => !existsSync(path.join(root, file)))) {
  console.log('No build found: building the site first (this takes a minute)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
process.env.NODE_ENV ??= 'production'
const { main } = await import(pathToFileURL(path.join(root, 'build/server/index.js')).href)
await main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
