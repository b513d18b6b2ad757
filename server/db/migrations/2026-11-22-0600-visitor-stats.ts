import type { Kysely } from 'kysely'

// Cookie-free visitor statistics: daily salts and visitor hashes that live one day, a per-client
// rate table keyed by a salted hash, and roll-up tables so raw visits can be deleted after 30 days.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('page_views').addColumn('new_visitor', 'integer', (col) => col.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('page_views').addColumn('referrer_host', 'text').execute()

  await db.schema
    .createTable('daily_salts')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('salt', 'text', (col) => col.notNull())
    .execute()
  await db.schema
    .createTable('visitor_days')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('visitor_hash', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('visitor_days_pk', ['day', 'visitor_hash'])
    .execute()
  await db.schema
    .createTable('visit_rates')
    .addColumn('minute', 'text', (col) => col.notNull())
    .addColumn('client_hash', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('visit_rates_pk', ['minute', 'client_hash'])
    .execute()
  await db.schema
    .createTable('page_view_days')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addColumn('visitors', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_view_days_pk', ['day', 'path'])
    .execute()
  await db.schema
    .createTable('referrer_days')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('host', 'text', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('referrer_days_pk', ['day', 'host'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['referrer_days', 'page_view_days', 'visit_rates', 'visitor_days', 'daily_salts']) {
    await db.schema.dropTable(table).execute()
  }
  await db.schema.alterTable('page_views').dropColumn('referrer_host').execute()
  await db.schema.alterTable('page_views').dropColumn('new_visitor').execute()
}
