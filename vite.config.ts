import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { minifyPublicScripts } from './scripts/minify-public-scripts.ts'

// Client chunks, for the owner's screens (public pages load no framework script, docs/decisions/013).
// Left to itself the bundler cuts the code into ~30 files (each icon and helper its own): instead
// the React + React Router runtime, the site's shared code (layout parts, content, icons), and
// each route's own module. Lazily imported modules ($initial excludes them) and the admin panel's
// code keep their own chunks.
const runtimeModules = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/
const siteModules =
  /[\\/]app[\\/](lib|components[\\/](site|marketing|blog)|components[\\/]ui[\\/]spinner\.tsx)|[\\/]content[\\/]|[\\/]shared[\\/](paths|uploaded-images)\.ts|[\\/]node_modules[\\/](lucide-react|clsx)[\\/]/

export default defineConfig({
  plugins: [minifyPublicScripts(), tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
    // The server is one module graph with the pages (docs/decisions/012): the process entry and
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
