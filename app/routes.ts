import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'
import { legalPageKeys } from '../shared/schemas/legal-page.ts'

// URLs are the practice's search-engine names for each page (spec section 2); keep them in step
// with shared/paths.ts.
export default [
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('Therapist-Bethlehem-PA', 'routes/site/services.tsx'),
    route('Therapist-Allentown-PA', 'routes/site/intensives.tsx'),
    route('Therapist-Easton-PA', 'routes/blog/index.tsx'),
    route('Therapist-Easton-PA/:slug', 'routes/blog/post.tsx'),
    route('Therapist-LehighValley-PA', 'routes/site/contact.tsx'),
    // The practice's legal pages: one module, the key is the path (shared/schemas/legal-page.ts).
    ...legalPageKeys.map((key) => route(key, 'routes/site/legal-page.tsx', { id: `routes/site/legal-page/${key}` })),
    route('*', 'routes/not-found.tsx'),
  ]),
  route('admin-login', 'routes/admin/login.tsx'),
  route('admin-panel', 'routes/admin/panel.tsx'),
] satisfies RouteConfig
