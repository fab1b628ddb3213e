import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import * as core from './0001_core.js'
import * as catalog from './0002_catalog.js'
import * as region from './0003_region.js'
import * as member from './0004_member.js'
import * as memberSource from './0005_member_source.js'
import * as tripartite from './0006_tripartite.js'
import * as profile from './0007_profile.js'
import * as memberReward from './0008_member_reward.js'
import * as tokenRevocation from './0009_token_revocation.js'
import * as statusHistory from './0010_status_history.js'
import * as buying from './0011_buying.js'
import * as buyingFollowups from './0012_buying_followups.js'
import * as wechatReportPerPayment from './0013_wechat_report_per_payment.js'
import * as content from './0017_content.js'
import * as catalogSpeed from './0014_catalog_speed.js'
import * as shopFollow from './0015_shop_follow.js'
import * as favorite from './0018_favorite.js'
import * as brand from './0016_brand.js'
import * as refund from './0019_refund.js'
import * as complain from './0022_complain.js'
import * as lateRefund from './0023_late_refund.js'
import * as signin from './0024_signin.js'
import * as recharge from './0025_recharge.js'
import * as withdraw from './0026_withdraw.js'
import * as memberLevel from './0027_member_level.js'
import * as siteMessage from './0028_sitemessage.js'
import * as memberAccountIndex from './0029_member_account_index.js'
import * as orderPayDeadline from './0030_order_pay_deadline.js'
import * as shopOwner from './0031_shop_owner.js'
import * as payNotifyGuard from './0032_pay_notify_guard.js'
import * as evaluate from './0020_evaluate.js'
import * as verifier from './0021_verifier.js'

export interface MallMigration {
  up(db: Kysely<any>, dialect: Dialect): Promise<void>
  down?(db: Kysely<any>, dialect: Dialect): Promise<void>
}

/** Applied in key order; never rename or edit a landed migration, add a new one. */
export const migrations: Record<string, MallMigration> = {
  '0001_core': core,
  '0002_catalog': catalog,
  '0003_region': region,
  '0004_member': member,
  '0005_member_source': memberSource,
  '0006_tripartite': tripartite,
  '0007_profile': profile,
  '0008_member_reward': memberReward,
  '0009_token_revocation': tokenRevocation,
  '0010_status_history': statusHistory,
  '0011_buying': buying,
  '0012_buying_followups': buyingFollowups,
  '0013_wechat_report_per_payment': wechatReportPerPayment,
  '0014_catalog_speed': catalogSpeed,
  '0015_shop_follow': shopFollow,
  '0016_brand': brand,
  '0017_content': content,
  '0018_favorite': favorite,
  '0019_refund': refund,
  '0020_evaluate': evaluate,
  '0021_verifier': verifier,
  '0022_complain': complain,
  '0023_late_refund': lateRefund,
  '0024_signin': signin,
  '0025_recharge': recharge,
  '0026_withdraw': withdraw,
  '0027_member_level': memberLevel,
  '0028_sitemessage': siteMessage,
  '0029_member_account_index': memberAccountIndex,
  '0030_order_pay_deadline': orderPayDeadline,
  '0031_shop_owner': shopOwner,
  '0032_pay_notify_guard': payNotifyGuard,
}
