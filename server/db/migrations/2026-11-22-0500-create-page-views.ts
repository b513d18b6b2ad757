import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_views')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('page_views_day_idx').on('page_views').columns(['day', 'path']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_views').execute()
}
