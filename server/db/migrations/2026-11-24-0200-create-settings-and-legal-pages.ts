import type { Kysely } from 'kysely'

// The owner's settings and her edited legal pages. A setting or a page with no row is still at
// the default the code ships with (content/practice.ts, content/legal-pages.ts), so a new database
// starts from those and a setting added later needs no migration. Portable across SQLite and
// PostgreSQL: text keys, text values, ISO-8601 text times.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('practice_settings')
    .addColumn('name', 'text', (col) => col.primaryKey())
    // The value as JSON text (a string, number or list), checked by the shared schema on read.
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('legal_pages')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('legal_pages').execute()
  await db.schema.dropTable('practice_settings').execute()
}
