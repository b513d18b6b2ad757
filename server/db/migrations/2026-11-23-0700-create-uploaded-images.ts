import type { Kysely } from 'kysely'

// Featured-image uploads from the moment an upload URL is handed out until the image is deleted.
// Which post uses an image is not stored here: it is read from posts.featured_image, so the two
// can never disagree. Portable across SQLite and PostgreSQL: text ids and ISO-8601 text times.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploaded_images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // 'pending' (URL handed out), 'uploading' (a signed PUT is being written), 'uploaded' (the
    // bytes are in), 'registering' (being checked and re-encoded), 'registered' (variants stored).
    .addColumn('state', 'text', (col) => col.notNull())
    // Width and height of the largest stored variant, once registered.
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('registered_at', 'text')
    .execute()
  await db.schema.createIndex('uploaded_images_created_idx').on('uploaded_images').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploaded_images').execute()
}
