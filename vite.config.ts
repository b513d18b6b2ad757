import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

// Client chunks. Left to itself the bundler cuts public pages into ~30 files (each icon and
// helper its own), and on a slow phone connection every extra file is another round trip before
// the page comes alive. Public pages load instead: the React + React Router runtime, the site's
// shared code (layout parts, content, icons), and their own route modules. Lazily imported
// modules ($initial excludes them) and the admin panel's code keep their own chunks.
const runtimeModules = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/
const siteModules =
  /[\\/]app[\\/](lib|components[\\/](site|marketing|blog)|components[\\/]ui[\\/]spinner\.tsx)|[\\/]content[\\/]|[\\/]shared[\\/](paths|uploaded-images)\.ts|[\\/]node_modules[\\/](lucide-react|clsx)[\\/]/

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { assetsInlineLimit: 0 },
  environments: {
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
