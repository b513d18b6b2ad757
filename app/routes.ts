import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { legalPagePath, paths } from '../shared/paths.ts'
import { legalPageKeys } from '../shared/schemas/legal-page.ts'

/** A route pattern from an address of shared/paths.ts, where every URL is written once. */
const at = (path: string) => path.replace(/^\//, '')

// Public pages share the site layout; the owner's screens (isAdminPath) stand alone.
export default [
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route(at(paths.services), 'routes/site/services.tsx'),
    route(at(paths.intensives), 'routes/site/intensives.tsx'),
    route(at(paths.blog), 'routes/blog/index.tsx'),
    route(`${at(paths.blog)}/:slug`, 'routes/blog/post.tsx'),
    route(at(paths.contact), 'routes/site/contact.tsx'),
    // The practice's legal pages: one module, the key is the path (shared/schemas/legal-page.ts).
    ...legalPageKeys.map((key) => route(at(legalPagePath(key)), 'routes/site/legal-page.tsx', { id: `routes/site/legal-page/${key}` })),
    route('*', 'routes/not-found.tsx'),
  ]),
  route(at(paths.adminLogin), 'routes/admin/login.tsx'),
  route(at(paths.adminPanel), 'routes/admin/panel.tsx'),
  route(`${at(paths.adminPanel)}/preview/:id`, 'routes/admin/preview.tsx'),
] satisfies RouteConfig
