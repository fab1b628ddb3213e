import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { HOME_VIEW, type DiyComponent, type DiyViewValue } from './decoration.schema.js'

/** The demo landing pages (custom pages, /otherpages/diy/diy/diy?name=…). */
export const LANDING_PAGES = { brands: 'DIY_LANDING_BRANDS', fresh: 'DIY_LANDING_FRESH' } as const

/** the English names of the first top categories (seed/demo-data.ts CATEGORIES order) */
const CATEGORY_EN = ['Clothing', 'Food', 'Digital']

const DIY_ROUTE = '/otherpages/diy/diy/diy'
const BRAND_ROUTE = '/otherpages/goods/brand/brand'

/**
 * Two landing pages built from the home page's pictures, with every block type the home page has;
 * the home nav's "search" cell (the search bar above does the same) becomes the brand landing page.
 * Added only when the website has the home page and not yet the landing pages.
 */
export async function seedLandingPages(db: Kysely<Database>, websiteId: number): Promise<number> {
  const home = await db.selectFrom('diy_view').select(['id', 'value'])
    .where('website_id', '=', websiteId).where('site_id', '=', 0).where('name', '=', HOME_VIEW).executeTakeFirst()
  const exists = await db.selectFrom('diy_view').select('id')
    .where('website_id', '=', websiteId).where('site_id', '=', 0).where('name', '=', LANDING_PAGES.brands).executeTakeFirst()
  if (!home || exists) return 0
  const homeValue = JSON.parse(home.value) as DiyViewValue
  const banner = homeValue.components.find((c) => c.type === 'banner')
  const nav = homeValue.components.find((c) => c.type === 'nav')
  const pictures = banner?.type === 'banner' ? banner.list.map((b) => b.image) : []
  const icons = nav?.type === 'nav' ? nav.list.map((n) => n.icon) : []
  const categories = await db.selectFrom('goods_category').select(['category_id', 'category_name'])
    .where('website_id', '=', websiteId).where('level', '=', 1).orderBy('sort').orderBy('category_id').limit(3).execute()
  const brands = await db.selectFrom('goods_brand').select(['brand_id', 'brand_name', 'image'])
    .where('website_id', '=', websiteId).orderBy('is_recommend', 'desc').orderBy('sort').orderBy('brand_id').limit(4).execute()

  const now = nowSeconds()
  const brandPage: DiyComponent[] = [
    { id: 'banner-1', type: 'banner', list: pictures.slice(0, 2).map((image) => ({ image, link: { wap_url: BRAND_ROUTE } })) },
    {
      id: 'nav-1', type: 'nav', list: [
        { title: '品牌馆', title_en: 'All brands', icon: icons[0] ?? '', link: { wap_url: BRAND_ROUTE } },
        ...brands.map((b) => ({ title: b.brand_name, title_en: b.brand_name, icon: b.image, link: { wap_url: `/pages/goods/list/list?brand_id=${b.brand_id}` } })),
      ],
    },
    { id: 'notice-1', type: 'notice', list: [{ title: '品牌直供，正品保障', title_en: 'Straight from the brands, genuine goods', link: { wap_url: BRAND_ROUTE } }] },
    { id: 'goods-recommend', type: 'goods', title: '品牌推荐', title_en: 'Brand picks', source: 'recommend', count: 6 },
    { id: 'shops-1', type: 'shops', title: '品牌门店', title_en: 'Brand shops', count: 3 },
  ]
  const freshPage: DiyComponent[] = [
    { id: 'banner-1', type: 'banner', list: pictures.slice(1, 3).map((image) => ({ image, link: { wap_url: '/pages/goods/list/list' } })) },
    { id: 'notice-1', type: 'notice', list: [{ title: '每周上新，抢先体验', title_en: 'New every week, try them first', link: { wap_url: `${DIY_ROUTE}?name=${LANDING_PAGES.brands}` } }] },
    { id: 'goods-new', type: 'goods', title: '新品首发', title_en: 'Just arrived', source: 'new', count: 6 },
    ...categories.map((c, i): DiyComponent => ({ id: `goods-category-${i + 1}`, type: 'goods', title: c.category_name, title_en: CATEGORY_EN[i] ?? '', source: 'category', category_id: c.category_id, count: 4 })),
  ]
  const pages: Array<[string, string, DiyComponent[]]> = [
    [LANDING_PAGES.brands, '品牌特卖', brandPage],
    [LANDING_PAGES.fresh, '新品首发', freshPage],
  ]
  await db.transaction().execute(async (trx) => {
    for (const [name, title, components] of pages) {
      const value: DiyViewValue = { global: { title, bgColor: '#F7F7F7' }, components }
      await trx.insertInto('diy_view').values({ website_id: websiteId, site_id: 0, name, title, value: JSON.stringify(value), updated_at: now }).execute()
    }
    if (nav?.type === 'nav') {
      const cell = nav.list.find((n) => n.link.wap_url === '/otherpages/goods/search/search')
      if (cell) {
        Object.assign(cell, { title: '品牌特卖', title_en: 'Brand sale', link: { wap_url: `${DIY_ROUTE}?name=${LANDING_PAGES.brands}` } })
        await trx.updateTable('diy_view').set({ value: JSON.stringify(homeValue), updated_at: now }).where('id', '=', home.id).execute()
      }
    }
  })
  return pages.length
}
