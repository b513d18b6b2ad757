import type { Kysely } from 'kysely'

// The admin account, its server-side sessions, failed sign-ins for the lockout, and server
// secrets. Portable across SQLite and PostgreSQL: text ids and ISO-8601 text timestamps set by
// code. Session ids and client addresses are never stored, only keyed hashes of them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Stored lower-cased: sign-in names are matched without regard to case.
    .addColumn('username', 'text', (col) => col.notNull().unique())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('key_hash', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('login_failures_key_idx').on('login_failures').columns(['key_hash', 'failed_at']).execute()

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('server_secrets').execute()
  await db.schema.dropTable('login_failures').execute()
  await db.schema.dropTable('sessions').execute()
  await db.schema.dropTable('users').execute()
}
