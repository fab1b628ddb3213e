import { nowSeconds, type DbHandle } from '../../db/database.js'
import { insertCommunities, type NewCommunity } from './region.repository.js'
import { COMMUNITY_STATUS } from './region.table.js'

/**
 * Demo communities (GCJ-02 coordinates, as Chinese maps give them) in a few big-city districts.
 * Idempotent: a site that already has communities is left alone. Returns the ids it created.
 */
export const DEMO_COMMUNITIES: Array<Omit<NewCommunity, 'website_id' | 'status' | 'created_at'>> = [
  { district_id: 330106, name: '玉泉社区', lat: 30.2668, lng: 120.1302, address: '浙江省杭州市西湖区灵隐街道玉古路' },
  { district_id: 330106, name: '翠苑一区社区', lat: 30.2848, lng: 120.1353, address: '浙江省杭州市西湖区翠苑街道文三路' },
  { district_id: 330106, name: '文新社区', lat: 30.2905, lng: 120.1108, address: '浙江省杭州市西湖区文新街道文一西路' },
  { district_id: 330102, name: '湖滨社区', lat: 30.2584, lng: 120.1662, address: '浙江省杭州市上城区湖滨街道东坡路' },
  { district_id: 330102, name: '清波社区', lat: 30.2435, lng: 120.1665, address: '浙江省杭州市上城区清波街道河坊街' },
  { district_id: 310115, name: '梅园社区', lat: 31.2318, lng: 121.5182, address: '上海市浦东新区陆家嘴街道浦东南路' },
  { district_id: 310115, name: '联洋社区', lat: 31.2265, lng: 121.5555, address: '上海市浦东新区花木街道芳甸路' },
  { district_id: 110105, name: '花家地社区', lat: 39.9838, lng: 116.4693, address: '北京市朝阳区望京街道花家地街' },
  { district_id: 110105, name: '三里屯社区', lat: 39.9347, lng: 116.4551, address: '北京市朝阳区三里屯街道三里屯路' },
  { district_id: 440305, name: '科技园社区', lat: 22.5408, lng: 113.9525, address: '广东省深圳市南山区粤海街道科技中一路' },
  { district_id: 440305, name: '海湾社区', lat: 22.4882, lng: 113.9185, address: '广东省深圳市南山区蛇口街道工业八路' },
  { district_id: 510107, name: '玉林社区', lat: 30.6322, lng: 104.0567, address: '四川省成都市武侯区玉林街道玉林北路' },
  { district_id: 510107, name: '桐梓林社区', lat: 30.6177, lng: 104.0706, address: '四川省成都市武侯区火车南站街道桐梓林北路' },
]

export async function seedCommunities(handle: DbHandle, websiteId: number): Promise<number[]> {
  const existing = await handle.db
    .selectFrom('community')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .executeTakeFirstOrThrow()
  if (Number(existing.n) > 0) return []
  const now = nowSeconds()
  return insertCommunities(
    handle.db,
    DEMO_COMMUNITIES.map((c) => ({ ...c, website_id: websiteId, status: COMMUNITY_STATUS.ACTIVE, created_at: now })),
  )
}
