import { sql, type Kysely } from 'kysely'

const sqlStatusCheck = sql`status in ('draft', 'published')`

// Portable across SQLite and PostgreSQL: text ids made in code, ISO-8601 text timestamps, a
// status text instead of a boolean, tags in their own table.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('author', 'text', (col) => col.notNull())
    .addColumn('meta_title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('featured_image', 'text')
    .addColumn('status', 'text', (col) => col.notNull().check(sqlStatusCheck))
    .addColumn('published_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('posts_status_published_idx').on('posts').columns(['status', 'published_at']).execute()

  await db.schema
    .createTable('post_tags')
    .addColumn('post_id', 'text', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('tag', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('post_tags_pk', ['post_id', 'position'])
    .execute()

  // Named counters, bumped in the same transaction as the change they count, so every instance
  // can tell cheaply whether what it cached is still current.
  await db.schema
    .createTable('counters')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'integer', (col) => col.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('counters').execute()
  await db.schema.dropTable('post_tags').execute()
  await db.schema.dropTable('posts').execute()
}
