import type { Kysely } from 'kysely'

// Scheduled publishing, featured-image descriptions, earlier addresses and revision history.
// Portable across SQLite and PostgreSQL: ISO-8601 text times, text ids made in code, tags of a
// revision as a JSON array in text.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The moment a published post becomes public (null: as soon as it is published).
  await db.schema.alterTable('posts').addColumn('publish_at', 'text').execute()
  // The featured image's description: null when never given, '' when the image is decorative.
  await db.schema.alterTable('posts').addColumn('featured_image_alt', 'text').execute()
  await db.schema.createIndex('posts_publish_at_idx').on('posts').column('publish_at').execute()

  // Every earlier address of a post, answered with a 301 to its current one.
  await db.schema
    .createTable('post_redirects')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('post_id', 'text', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('post_redirects_post_idx').on('post_redirects').column('post_id').execute()

  // One row per create, update and restore; `seq` orders a post's revisions (newest highest).
  await db.schema
    .createTable('post_revisions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('post_id', 'text', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('slug', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('tags', 'text', (col) => col.notNull())
    .addColumn('meta_title', 'text', (col) => col.notNull())
    .addColumn('meta_description', 'text', (col) => col.notNull())
    .addColumn('featured_image', 'text')
    .addColumn('featured_image_alt', 'text')
    .addUniqueConstraint('post_revisions_post_seq_unique', ['post_id', 'seq'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_revisions').execute()
  await db.schema.dropTable('post_redirects').execute()
  await db.schema.dropIndex('posts_publish_at_idx').execute()
  await db.schema.alterTable('posts').dropColumn('featured_image_alt').execute()
  await db.schema.alterTable('posts').dropColumn('publish_at').execute()
}
