import type { Config } from '@react-router/dev/config'

// Every v8_* flag is on so that the move to React Router 8 is a version bump (docs/decisions/001).
export default {
  ssr: true,
  // build/server/index.js (the process entry) and build/server/admin-password.js: see vite.config.ts.
  serverBuildFile: '[name].js',
  routeDiscovery: { mode: 'initial' },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config
