import { loadConfig } from '../config.js'
import { openDatabase } from '../db/database.js'
import { migrateToLatest } from '../db/migrate.js'
import { seedDemo } from './seed.js'
import { DEMO_MEMBER, seedMemberDemo } from './member-seed.js'
import { DEMO_PAY_PASSWORD, seedBuyingDemo } from './buying-seed.js'
import { seedEvaluateDemo } from '../modules/evaluate/evaluate.seed.js'
import { DEMO_VERIFIER, seedVerifierDemo } from '../modules/verify/verify.seed.js'
import { DEMO_LEVELS, seedLevelDemo } from '../modules/level/level.seed.js'
import { seedRechargeDemo } from '../modules/recharge/recharge.seed.js'
import { seedWithdrawDemo } from '../modules/withdraw/withdraw.seed.js'
import { seedSiteMessageDemo } from '../modules/sitemessage/sitemessage.seed.js'

const started = Date.now()
const config = loadConfig()
const handle = await openDatabase(config)
try {
  const applied = await migrateToLatest(handle)
  if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`)
  const summary = await seedDemo(handle, { uploadDir: config.uploadDir })
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile
  if (summary.created) {
    console.log(
      `demo mall seeded into ${where}: ${summary.shops} shops, ${summary.categories} categories, ${summary.goods} goods, ` +
        `${summary.skus} SKUs, ${summary.topics} topics, ${summary.images} images in ${config.uploadDir}/demo (${Date.now() - started} ms)`,
    )
  } else {
    console.log(`website 1 already has shops in ${where}: nothing seeded`)
  }
  const members = await seedMemberDemo(handle)
  if (members.couponTypes || members.memberCreated) {
    console.log(`member demo: registration reward with ${members.couponTypes} coupon types; demo member ${DEMO_MEMBER.mobile} / ${DEMO_MEMBER.password}${members.memberCreated ? '' : ' (already there)'}`)
  }
  const verifier = await seedVerifierDemo(handle.db)
  if (verifier?.created) console.log(`verification desk demo: member ${DEMO_VERIFIER.mobile} / ${DEMO_VERIFIER.password} verifies for and owns shop ${verifier.siteId}`)
  const buying = await seedBuyingDemo(handle, config)
  if (buying.created) console.log(`buying demo: ${buying.orders} orders in every state; pay password ${DEMO_PAY_PASSWORD}`)
  if (buying.staff.length) {
    const source = process.env.MERCHANT_STAFF_PASSWORD ? 'MERCHANT_STAFF_PASSWORD' : 'generated for this run'
    console.log(`merchant staff (password ${source}): ${buying.staff.map((s) => s.username).join(', ')} / ${buying.staff[0].password}`)
  }
  // after the buying demo's coupons: the packages give platform coupons
  const recharge = await seedRechargeDemo(handle.db)
  if (recharge.packages) console.log(`recharge demo: ${recharge.packages} packages and a free amount of ¥1.00 … ¥5,000.00`)
  if (await seedWithdrawDemo(handle.db)) console.log('withdrawal demo: from ¥1.00, 0.6 % fee, 3 a day; points 100 a yuan')
  const evaluations = await seedEvaluateDemo(handle.db)
  if (evaluations) console.log(`evaluation demo: ${evaluations} evaluations of the best-selling goods`)
  // after the orders: the completed demo order's growth is counted in
  const levels = await seedLevelDemo(handle.db, DEMO_MEMBER.mobile)
  if (levels.created) console.log(`level demo: ${DEMO_LEVELS.map((l) => l.level_name).join(', ')}; the demo member has ${levels.demoGrowth} growth, ${DEMO_LEVELS[1].growth - levels.demoGrowth} short of ${DEMO_LEVELS[1].level_name}`)
  const news = await seedSiteMessageDemo(handle.db)
  if (news) console.log(`site message demo: ${news} promotion messages for the demo member`)
} finally {
  await handle.destroy()
}
