import type { Migration, MigrationProvider } from 'kysely'
import * as createPageViews from './2026-11-22-0500-create-page-views.ts'
import * as createPosts from './2026-11-22-0520-create-posts.ts'
import * as visitorStats from './2026-11-22-0600-visitor-stats.ts'
import * as createAdminAuth from './2026-11-22-0700-create-admin-auth.ts'
import * as createUploadedImages from './2026-11-23-0700-create-uploaded-images.ts'
import * as hardening from './2026-11-24-0100-hardening.ts'
import * as createSettingsAndLegalPages from './2026-11-24-0200-create-settings-and-legal-pages.ts'
import * as postSchedulingHistoryRedirects from './2026-11-24-0300-post-scheduling-history-redirects.ts'
import * as createSecondFactors from './2026-11-24-0400-create-second-factors.ts'

// An explicit, ordered list: the bundled server never scans a folder. Append only; never edit a
// migration once it has been merged.
const migrations: Record<string, Migration> = {
  '2026-11-22-0500-create-page-views': createPageViews,
  '2026-11-22-0520-create-posts': createPosts,
  '2026-11-22-0600-visitor-stats': visitorStats,
  '2026-11-22-0700-create-admin-auth': createAdminAuth,
  '2026-11-23-0700-create-uploaded-images': createUploadedImages,
  '2026-11-24-0100-hardening': hardening,
  '2026-11-24-0200-create-settings-and-legal-pages': createSettingsAndLegalPages,
  '2026-11-24-0300-post-scheduling-history-redirects': postSchedulingHistoryRedirects,
  '2026-11-24-0400-create-second-factors': createSecondFactors,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
