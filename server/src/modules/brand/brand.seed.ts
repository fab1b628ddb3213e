import { sql, type Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { CATEGORIES } from '../../seed/demo-data.js'
import { SHAPES, drawPicture, hsl, writeUpload } from '../../seed/images.js'

/** The names the demo goods start with ('素然 修身连衣裙 …'): each is a brand. */
export const DEMO_BRANDS: string[] = [...new Set(CATEGORIES.flatMap((c) => c.brands))]

/**
 * The demo brands with drawn logos; every demo goods whose name starts with a brand's name gets
 * its brand_id. Added only when the website has no brand yet.
 */
export async function seedBrands(db: Kysely<Database>, websiteId: number, uploadDir: string): Promise<number> {
  const exists = await db.selectFrom('goods_brand').select('brand_id').where('website_id', '=', websiteId).executeTakeFirst()
  if (exists) return 0
  const now = nowSeconds()
  const n = DEMO_BRANDS.length
  await db.transaction().execute(async (trx) => {
    for (const [i, name] of DEMO_BRANDS.entries()) {
      const h = (i * 360) / n
      const image = writeUpload(uploadDir, `demo/brand/${i + 1}.png`, drawPicture(160, 160, hsl(h, 0.55, 0.7), hsl((h + 50) % 360, 0.6, 0.45), SHAPES[i % SHAPES.length]))
      const { brand_id } = await trx.insertInto('goods_brand')
        // the first brand of every category is recommended: the wall opens on a mix
        .values({ website_id: websiteId, brand_name: name, image, sort: i + 1, is_recommend: i % 5 === 0 ? 1 : 0, created_at: now })
        .returning('brand_id').executeTakeFirstOrThrow()
      // brand names hold no LIKE metacharacters; the space keeps '小方' from matching '小方块'
      await trx.updateTable('goods').set({ brand_id })
        .where('website_id', '=', websiteId).where(sql<boolean>`goods_name like ${`${name} %`}`).execute()
    }
  })
  return n
}
