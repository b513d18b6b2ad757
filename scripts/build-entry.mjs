// Bundles the process entry (server/index.ts and what it imports) into build/start.js. Packages
// stay external; React pages come from React Router's own build in build/server.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/index.ts'],
  outfile: 'build/start.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
