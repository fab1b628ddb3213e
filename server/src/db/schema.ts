// The whole database as Kysely sees it: each domain contributes its tables from its *.table.ts.
import type { CoreTables } from '../modules/core/core.table.js'
import type { CatalogTables } from '../modules/catalog/catalog.table.js'
import type { RegionTables } from '../modules/region/region.table.js'
import type { SmsTables } from '../modules/sms/sms.table.js'
import type { AccountTables } from '../modules/account/account.table.js'
import type { CouponTables } from '../modules/coupon/coupon.table.js'
import type { MemberCancelTables } from '../modules/membercancel/membercancel.table.js'
import type { UploadTables } from '../modules/upload/upload.table.js'
import type { TripartiteTables } from '../modules/tripartite/tripartite.table.js'

export interface Database extends CoreTables, CatalogTables, RegionTables, SmsTables, UploadTables, AccountTables, CouponTables, MemberCancelTables, TripartiteTables {}
