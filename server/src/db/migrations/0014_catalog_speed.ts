import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/**
 * The goods list and search at a real mall's size (100,000 goods):
 * - goods.price: the cheapest SKU's price, kept by triggers on goods_sku (every writer, the seed and
 *   the benches included, keeps it right without knowing), so the price order reads an index instead
 *   of a min() subquery per goods;
 * - one index per list order, each ending in goods_id (the tie-breaker of every order), for the whole
 *   website and for one shop, so a page is read off the index without a sort;
 * - keyword search through a real index: the name and introduction are indexed as words, each CJK
 *   character being a word of its own (Chinese has no spaces), and a keyword is looked up as a phrase:
 *   '茶叶' finds 茶 followed by 叶, one character works too. (Trigrams - FTS5's trigram tokenizer,
 *   pg_trgm - cannot answer keywords of one or two characters from their index, and most Chinese
 *   keywords are that short.) SQLite: an FTS5 table kept by triggers; PostgreSQL: a GIN index on a
 *   stored tsvector column ('simple' configuration);
 * - goods.brand_id and goods.video_url (the brand and video pages).
 */

const ORDERS = ['is_recommend', 'sale_num', 'price', 'created_at'] as const
const OLD_INDEXES = ['goods_website_status_created', 'goods_website_status_sale', 'goods_website_status_recommend']
/** the first code point spaced apart as a word of its own: CJK radicals and everything above (CJK, kana, Hangul, fullwidth forms) */
const CJK_FROM = 0x2e80

/** SQLite: `text` with every CJK character set apart by spaces (no CTE: this runs inside triggers). */
const spacedSqlite = (text: string) => `coalesce((SELECT group_concat(CASE WHEN unicode(substr(${text}, j.key + 1, 1)) >= ${CJK_FROM}
  THEN ' ' || substr(${text}, j.key + 1, 1) || ' ' ELSE substr(${text}, j.key + 1, 1) END, '' ORDER BY j.key)
  FROM json_each('[' || rtrim(replace(hex(zeroblob(length(${text}))), '00', '0,'), ',') || ']') j), '')`

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.alterTable('goods').addColumn('price', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('goods').addColumn('brand_id', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('goods').addColumn('video_url', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute()
  await sql`UPDATE goods SET price = coalesce((SELECT min(s.price) FROM goods_sku s WHERE s.goods_id = goods.goods_id), 0)`.execute(db)

  if (dialect === 'postgres') {
    await sql.raw(`CREATE FUNCTION goods_price_sync() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          UPDATE goods SET price = coalesce((SELECT min(price) FROM goods_sku WHERE goods_id = OLD.goods_id), 0) WHERE goods_id = OLD.goods_id;
        END IF;
        IF TG_OP <> 'DELETE' THEN
          UPDATE goods SET price = coalesce((SELECT min(price) FROM goods_sku WHERE goods_id = NEW.goods_id), 0) WHERE goods_id = NEW.goods_id;
        END IF;
        RETURN NULL;
      END $$`).execute(db)
    // stock moves (every checkout) name neither column: the trigger stays out of their way
    await sql.raw(`CREATE TRIGGER goods_sku_price_sync AFTER INSERT OR DELETE OR UPDATE OF price, goods_id ON goods_sku
      FOR EACH ROW EXECUTE FUNCTION goods_price_sync()`).execute(db)
  } else {
    const set = (id: string) => `UPDATE goods SET price = coalesce((SELECT min(price) FROM goods_sku WHERE goods_id = ${id}), 0) WHERE goods_id = ${id};`
    await sql.raw(`CREATE TRIGGER goods_sku_price_ai AFTER INSERT ON goods_sku BEGIN ${set('new.goods_id')} END`).execute(db)
    await sql.raw(`CREATE TRIGGER goods_sku_price_au AFTER UPDATE OF price, goods_id ON goods_sku BEGIN ${set('old.goods_id')} ${set('new.goods_id')} END`).execute(db)
    await sql.raw(`CREATE TRIGGER goods_sku_price_ad AFTER DELETE ON goods_sku BEGIN ${set('old.goods_id')} END`).execute(db)
  }

  for (const name of OLD_INDEXES) await db.schema.dropIndex(name).execute()
  for (const order of ORDERS) {
    await db.schema.createIndex(`goods_list_${order}`).on('goods').columns(['website_id', 'status', order, 'goods_id']).execute()
    await db.schema.createIndex(`goods_site_list_${order}`).on('goods').columns(['site_id', 'status', order, 'goods_id']).execute()
  }
  await db.schema.createIndex('goods_brand_list').on('goods').columns(['brand_id', 'status', 'goods_id']).execute()

  if (dialect === 'postgres') {
    // IMMUTABLE (to_tsvector with a named configuration and regexp_replace are): the index and the
    // queries call the same function, so the planner matches them
    await sql.raw(`CREATE FUNCTION goods_search_doc(name text, intro text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT setweight(to_tsvector('simple'::regconfig, regexp_replace(name, '([\\u2e80-\\U0010ffff])', ' \\1 ', 'g')), 'A')
        || setweight(to_tsvector('simple'::regconfig, regexp_replace(intro, '([\\u2e80-\\U0010ffff])', ' \\1 ', 'g')), 'B')
      $$`).execute(db)
    // stored: ranking reads it for every match (recomputing it per row would cost more than the search)
    await sql.raw(`ALTER TABLE goods ADD COLUMN search_doc tsvector GENERATED ALWAYS AS (goods_search_doc(goods_name, introduction)) STORED`).execute(db)
    await sql.raw(`CREATE INDEX goods_search ON goods USING gin (search_doc)`).execute(db)
  } else {
    // contentless: the index holds the spaced words only; rowid is goods_id
    await sql.raw(`CREATE VIRTUAL TABLE goods_fts USING fts5(goods_name, introduction, content='', contentless_delete=1,
      tokenize='unicode61 remove_diacritics 2')`).execute(db)
    // a word in the name weighs ten times one in the introduction
    await sql.raw(`INSERT INTO goods_fts (goods_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0)')`).execute(db)
    const insert = (row: string) => `INSERT INTO goods_fts (rowid, goods_name, introduction)
      VALUES (${row}.goods_id, ${spacedSqlite(`${row}.goods_name`)}, ${spacedSqlite(`${row}.introduction`)});`
    await sql.raw(`CREATE TRIGGER goods_fts_ai AFTER INSERT ON goods BEGIN ${insert('new')} END`).execute(db)
    await sql.raw(`CREATE TRIGGER goods_fts_au AFTER UPDATE OF goods_name, introduction ON goods BEGIN
      DELETE FROM goods_fts WHERE rowid = old.goods_id; ${insert('new')} END`).execute(db)
    await sql.raw(`CREATE TRIGGER goods_fts_ad AFTER DELETE ON goods BEGIN DELETE FROM goods_fts WHERE rowid = old.goods_id; END`).execute(db)
    await sql.raw(`INSERT INTO goods_fts (rowid, goods_name, introduction)
      SELECT g.goods_id, ${spacedSqlite('g.goods_name')}, ${spacedSqlite('g.introduction')} FROM goods g`).execute(db)
  }
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw('DROP INDEX goods_search').execute(db)
    await sql.raw('ALTER TABLE goods DROP COLUMN search_doc').execute(db)
    await sql.raw('DROP FUNCTION goods_search_doc(text, text)').execute(db)
    await sql.raw('DROP TRIGGER goods_sku_price_sync ON goods_sku').execute(db)
    await sql.raw('DROP FUNCTION goods_price_sync()').execute(db)
  } else {
    for (const t of ['goods_fts_ai', 'goods_fts_au', 'goods_fts_ad', 'goods_sku_price_ai', 'goods_sku_price_au', 'goods_sku_price_ad']) {
      await sql.raw(`DROP TRIGGER ${t}`).execute(db)
    }
    await sql.raw('DROP TABLE goods_fts').execute(db)
  }
  await db.schema.dropIndex('goods_brand_list').execute()
  for (const order of ORDERS) {
    await db.schema.dropIndex(`goods_list_${order}`).execute()
    await db.schema.dropIndex(`goods_site_list_${order}`).execute()
  }
  await db.schema.createIndex('goods_website_status_created').on('goods').columns(['website_id', 'status', 'created_at']).execute()
  await db.schema.createIndex('goods_website_status_sale').on('goods').columns(['website_id', 'status', 'sale_num']).execute()
  await db.schema.createIndex('goods_website_status_recommend').on('goods').columns(['website_id', 'status', 'is_recommend']).execute()
  for (const column of ['video_url', 'brand_id', 'price']) await db.schema.alterTable('goods').dropColumn(column).execute()
}
