import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { hashPassword } from '../member/member.password.js'

export interface SeededStaff {
  username: string
  password: string
  site_id: number
}

/**
 * One 'admin' staff account per shop of the website, named `shop<site_id>`. The password is
 * MERCHANT_STAFF_PASSWORD when set (at least 6 characters), else a random one per run, printed once:
 * no secret lives in the code. Accounts that exist already are left as they are (not printed).
 */
export async function seedMerchantStaff(db: Kysely<Database>, websiteId: number, opts: { password?: string; print?: boolean } = {}): Promise<SeededStaff[]> {
  const fromEnv = opts.password ?? process.env.MERCHANT_STAFF_PASSWORD
  if (fromEnv !== undefined && fromEnv.length < 6) throw new Error('MERCHANT_STAFF_PASSWORD must have at least 6 characters')
  const password = fromEnv ?? crypto.randomBytes(9).toString('base64url')
  const shops = await db.selectFrom('shop').select('site_id').where('website_id', '=', websiteId).orderBy('site_id').execute()
  const hash = await hashPassword(password)
  const out: SeededStaff[] = []
  for (const shop of shops) {
    const username = `shop${shop.site_id}`
    const r = await db.insertInto('merchant_staff')
      .values({ website_id: websiteId, site_id: shop.site_id, username, password_hash: hash, roles: 'admin', created_at: nowSeconds() })
      .onConflict((oc) => oc.columns(['website_id', 'username']).doNothing())
      .executeTakeFirst()
    if (Number(r.numInsertedOrUpdatedRows ?? 0) > 0) out.push({ username, password, site_id: shop.site_id })
  }
  if ((opts.print ?? true) && out.length) {
    const source = fromEnv !== undefined ? 'MERCHANT_STAFF_PASSWORD' : 'generated for this run'
    console.log(`merchant staff (password ${source}): ${out.map((s) => s.username).join(', ')} / ${password}`)
  }
  return out
}
