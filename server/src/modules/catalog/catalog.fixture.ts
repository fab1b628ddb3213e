// Test helpers shared by the catalogue modules' tests (not a test file itself).
import type { AppConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import { seedDemo } from '../../seed/seed.js'
import { createTestApp, type DbTarget, type TestApp } from '../../test/harness.js'
import { signToken } from '../auth/auth.token.js'

/** The real app on a fresh database holding the demo mall with 40 goods. */
export function seededApp(target: DbTarget, config: Partial<AppConfig> = {}): Promise<TestApp> {
  return createTestApp(target, {
    config,
    async prepare(handle, cfg) {
      await seedDemo(handle, { uploadDir: cfg.uploadDir, goodsCount: 40 })
    },
  })
}

/** A member of website 1 and a token for it. */
export async function memberToken(t: TestApp, opts: { expired?: boolean; mobile?: string } = {}): Promise<{ memberId: number; token: string }> {
  const now = nowSeconds()
  const { id } = await t.handle.db.insertInto('member')
    .values({ website_id: 1, mobile: opts.mobile ?? `138${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, nickname: 'tester', headimg: '', status: 1, created_at: now })
    .returning('id').executeTakeFirstOrThrow()
  const token = signToken({ mid: id, wid: 1, iat: now - 120, exp: opts.expired ? now - 60 : now + 3600 }, t.config.tokenSecret)
  return { memberId: id, token }
}

/** Puts `num` of each SKU into the member's cart (or wholesale cart). */
export async function fillCart(t: TestApp, memberId: number, items: Array<{ sku_id: number; num: number }>, table: 'cart' | 'wholesale_cart' = 'cart') {
  for (const item of items) {
    const sku = await t.handle.db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id')
      .select('g.site_id').where('s.sku_id', '=', item.sku_id).executeTakeFirstOrThrow()
    await t.handle.db.insertInto(table).values({ member_id: memberId, site_id: sku.site_id, sku_id: item.sku_id, num: item.num, created_at: nowSeconds() }).execute()
  }
}
