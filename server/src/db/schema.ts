// The whole database as Kysely sees it: each domain contributes its tables from its *.table.ts.
import type { CoreTables } from '../modules/core/core.table.js'
import type { CatalogTables } from '../modules/catalog/catalog.table.js'
import type { RegionTables } from '../modules/region/region.table.js'
import type { SmsTables } from '../modules/sms/sms.table.js'

export interface Database extends CoreTables, CatalogTables, RegionTables, SmsTables {}
