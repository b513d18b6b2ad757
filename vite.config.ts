import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import routes from './app/routes.ts'
import { isAdminPath } from './shared/paths.ts'

// Client chunks. Left to itself the bundler cuts public pages into ~30 files (each icon and
// helper its own), and on a slow phone connection every extra file is another round trip before
// the page comes alive. Public pages load instead: the React + React Router runtime, the site's
// shared code (layout parts, content, icons), and their own route modules. Lazily imported
// modules ($initial excludes them) and the admin panel's code keep their own chunks.
const runtimeModules = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/
const siteModules =
  /[\\/]app[\\/](lib|components[\\/](site|marketing|blog)|components[\\/]ui[\\/]spinner\.tsx)|[\\/]content[\\/]|[\\/]shared[\\/](paths|uploaded-images)\.ts|[\\/]node_modules[\\/](lucide-react|clsx)[\\/]/

// V8's explicit compile hint (docs/decisions/007): a file that starts with this comment is
// compiled whole on a background thread while it streams in, instead of function by function on
// the main thread as each is first called, which was most of what hydration blocked on. It goes
// on what public pages run at once: their route modules, the entry and the two shared chunks.
// The admin routes and the lazily loaded modules keep the default lazy compilation. The comment
// belongs at the very top of a file, so it is added after Vite has put its own helper there.
const compileHint = '//# allFunctionsCalledOnLoad'
const bootChunkNames = new Set(['runtime', 'site', 'rolldown-runtime'])

/** The route modules of the owner's screens (shared/paths.ts decides which addresses those are). */
function adminRouteFiles(entries: readonly RouteConfigEntry[], parentPath = ''): string[] {
  return entries.flatMap((entry) => {
    const url = entry.path ? `${parentPath}/${entry.path}` : parentPath
    const own = entry.path && isAdminPath(url) ? [path.resolve('app', entry.file)] : []
    return [...own, ...adminRouteFiles(entry.children ?? [], url)]
  })
}
const adminRoutes = new Set(adminRouteFiles(routes))

function isPublicBootChunk(chunk: { isEntry: boolean; name: string; facadeModuleId: string | null }) {
  if (chunk.isEntry) return !adminRoutes.has((chunk.facadeModuleId ?? '').split('?')[0] ?? '')
  return bootChunkNames.has(chunk.name)
}

function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !isPublicBootChunk(output)) continue
          output.code = `${compileHint}\n${output.code}`
          // One line added at the top: every mapping moves down one line.
          if (output.map) output.map.mappings = `;${output.map.mappings}`
        }
      },
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), compileHints()],
  build: { assetsInlineLimit: 0 },
  environments: {
    // The server is one module graph with the pages (docs/decisions/008): the process entry and
    // the password tool are the SSR build's inputs, and the entry imports React Router's server
    // build, so loaders and the Express app share every module, context keys included.
    ssr: {
      build: {
        rollupOptions: { input: { index: 'server/index.ts', 'admin-password': 'server/admin-password.ts' } },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'runtime', test: runtimeModules, priority: 2 },
                { name: 'site', test: siteModules, tags: ['$initial'], minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  server: { hmr: process.env.VITEST ? false : undefined },
})
