import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/**
 * The discount (percent, 100 = none) a member's level gives at checkout. The level module provides it
 * (level.hooks.ts), so order does not import level; without that module nobody gets a level discount.
 */
export type LevelDiscount = (db: Kysely<Database>, websiteId: number, levelId: number) => Promise<number>

let levelDiscount: LevelDiscount = async () => 100

export function provideLevelDiscount(fn: LevelDiscount): void {
  levelDiscount = fn
}

export const levelDiscountOf: LevelDiscount = (db, websiteId, levelId) => levelDiscount(db, websiteId, levelId)
