import type { Kysely } from 'kysely'

// Passkeys, authenticator-app (TOTP) secrets, recovery codes, WebAuthn challenges, second-step
// sign-ins in progress and the sign-in history; sessions learn which browser and system they
// were opened from. Everything lives in the database, so several instances agree. Portable across
// SQLite and PostgreSQL: text ids and ISO-8601 text timestamps set by code. No IP address anywhere.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The authenticator's credential id, base64url, as the browser reports it.
    .addColumn('credential_id', 'text', (col) => col.notNull().unique())
    // COSE public key, base64url.
    .addColumn('public_key', 'text', (col) => col.notNull())
    // The signature counter (WebAuthn allows up to 2^32 - 1: wider than PostgreSQL's integer).
    .addColumn('counter', 'bigint', (col) => col.notNull())
    // Transports the browser reported ('internal,hybrid'), a hint for later sign-ins.
    .addColumn('transports', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_used_at', 'text')
    .execute()
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute()

  await db.schema
    .createTable('totp_secrets')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // 20 random bytes, base64url.
    .addColumn('secret', 'text', (col) => col.notNull())
    // Null while being set up: only a confirmed secret is a second step.
    .addColumn('confirmed_at', 'text')
    // The newest 30-second step whose code was accepted: a code works once.
    .addColumn('last_used_step', 'bigint')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the code (80 random bits), base64url; the code itself is shown once.
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').columns(['user_id', 'code_hash']).execute()

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (col) => col.primaryKey())
    // 'register', 'sign-in' (passkey instead of a password) or 'second-step'.
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('webauthn_challenges_expires_idx').on('webauthn_challenges').columns(['purpose', 'expires_at']).execute()

  await db.schema
    .createTable('second_steps')
    // SHA-256 of the random id in the browser's short-lived cookie.
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failure_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('second_steps_user_idx').on('second_steps').column('user_id').execute()

  await db.schema
    .createTable('sign_in_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('at', 'text', (col) => col.notNull())
    // 'password', 'passkey', 'authenticator-code' or 'recovery-code'.
    .addColumn('method', 'text', (col) => col.notNull())
    // 'signed-in', 'second-step-asked', 'wrong-password', 'wrong-code', 'passkey-refused' or 'locked'.
    .addColumn('outcome', 'text', (col) => col.notNull())
    // A few words read from the User-Agent ('Firefox 133', 'Android'); never the header itself.
    .addColumn('browser', 'text', (col) => col.notNull())
    .addColumn('system', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sign_in_events_user_at_idx').on('sign_in_events').columns(['user_id', 'at']).execute()

  await db.schema.alterTable('sessions').addColumn('browser', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('system', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('system').execute()
  await db.schema.alterTable('sessions').dropColumn('browser').execute()
  await db.schema.dropTable('sign_in_events').execute()
  await db.schema.dropTable('second_steps').execute()
  await db.schema.dropTable('webauthn_challenges').execute()
  await db.schema.dropTable('recovery_codes').execute()
  await db.schema.dropTable('totp_secrets').execute()
  await db.schema.dropTable('passkeys').execute()
}
