import type { Kysely } from 'kysely'

// Sign-in attempts are reserved before the password is checked: each keyed hash (of a username,
// a client address or a device token) has a fixed number of numbered slots, and the primary key
// makes taking one atomic on SQLite and PostgreSQL alike, on every instance. The old list of
// failures is replaced: it only counted attempts once they had been checked. And an index to find
// the day's referring hosts quickly.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('slot', 'integer', (col) => col.notNull())
    .addColumn('attempted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('login_attempts_pk', ['key_hash', 'slot'])
    .execute()
  await db.schema.createIndex('login_attempts_time_idx').on('login_attempts').column('attempted_at').execute()
  await db.schema.dropTable('login_failures').execute()

  // The day's distinct referring hosts are counted before another is kept (visit-service.ts).
  await db.schema.createIndex('page_views_referrer_idx').on('page_views').columns(['day', 'referrer_host']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('page_views_referrer_idx').execute()
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['key_hash', 'failed_at']).execute()
  await db.schema.dropTable('login_attempts').execute()
}
