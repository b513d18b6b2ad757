// `npm run dev`: the whole server inside Vite's module runner, so the Express app, the loaders and
// the pages share one module graph as they do in the build, with hot reload for the browser.
import { createServer } from 'vite'

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' })
const { main } = await vite.environments.ssr.runner.import('/server/index.ts')
await main({ vite }).catch(async (error) => {
  console.error(error instanceof Error ? error.message : error)
  await vite.close()
  process.exit(1)
})
