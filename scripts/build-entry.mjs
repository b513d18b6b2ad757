// Bundles the process entry (server/index.ts and what it imports) into build/start.js, and the
// admin password tool into build/admin-password.js. Packages stay external; React pages come
// from React Router's own build in build/server.
import { build } from 'esbuild'

const entries = {
  'build/start.js': 'server/index.ts',
  'build/admin-password.js': 'server/admin-password.ts',
}

for (const [outfile, entry] of Object.entries(entries)) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  })
}
