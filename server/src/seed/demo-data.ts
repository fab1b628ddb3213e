// Word lists and places of the demo mall (website 1, 开源商城). Coordinates are real (GCJ-02, as
// Chinese maps give them) and the region codes match server/data/regions/tree.json.

export interface DemoShop {
  site_name: string
  introduction: string
  telephone: string
  province_id: number
  province_name: string
  city_id: number
  city_name: string
  district_id: number
  district_name: string
  address: string
  lat: number
  lng: number
  start_time: string | null
  end_time: string | null
  is_recommend: number
  /** top-level category names this shop mostly sells */
  sells: string[]
}

export const DEMO_SHOPS: DemoShop[] = [
  {
    site_name: '西湖优选生活馆', introduction: '西湖边的精选好物店，食品茶饮与家居用品一站购齐。', telephone: '0571-87960001',
    province_id: 330000, province_name: '浙江省', city_id: 330100, city_name: '杭州市', district_id: 330106, district_name: '西湖区',
    address: '北山街 32 号', lat: 30.259, lng: 120.13, start_time: '08:30:00', end_time: '22:00:00', is_recommend: 1, sells: ['食品', '家居'],
  },
  {
    site_name: '滨江母婴之家', introduction: '专注母婴用品，奶粉辅食、童装玩具正品保障。', telephone: '0571-86690002',
    province_id: 330000, province_name: '浙江省', city_id: 330100, city_name: '杭州市', district_id: 330108, district_name: '滨江区',
    address: '江南大道 588 号', lat: 30.2084, lng: 120.212, start_time: '09:00:00', end_time: '21:00:00', is_recommend: 0, sells: ['母婴'],
  },
  {
    site_name: '陆家嘴潮流服饰', introduction: '都市通勤与休闲服饰，每周上新。', telephone: '021-58870003',
    province_id: 310000, province_name: '上海市', city_id: 310100, city_name: '上海市', district_id: 310115, district_name: '浦东新区',
    address: '陆家嘴环路 1000 号', lat: 31.2397, lng: 121.4998, start_time: '10:00:00', end_time: '22:00:00', is_recommend: 1, sells: ['服装', '美妆'],
  },
  {
    site_name: '朝阳24小时便利店', introduction: '全天营业，零食饮料日用百货随时送达。', telephone: '010-65930004',
    province_id: 110000, province_name: '北京市', city_id: 110100, city_name: '北京市', district_id: 110105, district_name: '朝阳区',
    address: '工体北路 8 号', lat: 39.9219, lng: 116.4436, start_time: null, end_time: null, is_recommend: 1, sells: ['食品', '家居'],
  },
  {
    site_name: '南山数码港', introduction: '手机配件、耳机音箱与智能设备，支持到店体验。', telephone: '0755-26680005',
    province_id: 440000, province_name: '广东省', city_id: 440300, city_name: '深圳市', district_id: 440305, district_name: '南山区',
    address: '科技园南区深南大道 9988 号', lat: 22.5333, lng: 113.9304, start_time: '08:30:00', end_time: '22:00:00', is_recommend: 0, sells: ['数码'],
  },
  {
    site_name: '武侯早市铺子', introduction: '新鲜蔬果与川味小吃，只做上午的生意。', telephone: '028-85550006',
    province_id: 510000, province_name: '四川省', city_id: 510100, city_name: '成都市', district_id: 510107, district_name: '武侯区',
    address: '武侯祠大街 231 号', lat: 30.6421, lng: 104.0431, start_time: '09:00:00', end_time: '12:00:00', is_recommend: 0, sells: ['食品'],
  },
  {
    site_name: '玄武美妆家居', introduction: '护肤彩妆与家纺收纳，品质生活从这里开始。', telephone: '025-84430007',
    province_id: 320000, province_name: '江苏省', city_id: 320100, city_name: '南京市', district_id: 320102, district_name: '玄武区',
    address: '中山路 18 号', lat: 32.0486, lng: 118.7969, start_time: '08:30:00', end_time: '21:30:00', is_recommend: 1, sells: ['美妆', '家居', '服装'],
  },
]

/** name → children (a string leaf, or [name, grandchildren]). */
export type CategorySpec = Array<string | [string, string[]]>

export interface TopCategory {
  name: string
  children: CategorySpec
  brands: string[]
  adjectives: string[]
  suffixes: string[]
  specs: string[][]
  units: string[]
  /** price range in fen */
  price: [number, number]
}

export const CATEGORIES: TopCategory[] = [
  {
    name: '服装',
    children: [['女装', ['连衣裙', 'T恤', '针织衫']], ['男装', ['衬衫', '夹克', '休闲裤']], ['鞋靴', ['运动鞋', '帆布鞋']], '配饰'],
    brands: ['素然', '简衣', '森屿', '城南', '暖阳'],
    adjectives: ['纯棉', '宽松', '修身', '复古', '简约', '法式', '韩版', '加厚', '透气', '百搭'],
    suffixes: ['春秋款', '夏季新款', '通勤必备', '舒适亲肤', '四季可穿'],
    specs: [['黑色', '白色', '红色', '藏青'], ['S', 'M', 'L', 'XL']],
    units: ['件'],
    price: [3900, 39900],
  },
  {
    name: '食品',
    children: [['零食', ['坚果', '饼干', '肉干']], ['茶饮', ['绿茶', '红茶', '咖啡']], ['生鲜', ['水果', '蔬菜']], '粮油'],
    brands: ['山野', '田园记', '老街坊', '果然鲜', '茶语'],
    adjectives: ['原味', '手工', '香辣', '低糖', '特级', '有机', '每日', '精选', '高山', '现摘'],
    suffixes: ['家庭装', '独立小包', '产地直发', '新鲜到货', '囤货装'],
    specs: [['250g', '500g', '1kg']],
    units: ['袋', '盒', '罐'],
    price: [990, 12900],
  },
  {
    name: '数码',
    children: [['手机配件', ['数据线', '充电器', '手机壳']], ['耳机音箱', ['蓝牙耳机', '音箱']], '智能设备'],
    brands: ['极客', '声悦', '迅充', '云智', '小方'],
    adjectives: ['快充', '无线', '降噪', '便携', '超薄', '磁吸', '防摔', '高保真', '智能', '迷你'],
    suffixes: ['官方标配', '旗舰款', '学生推荐', '礼盒装', '升级版'],
    specs: [['黑色', '白色', '远峰蓝']],
    units: ['个', '台', '条'],
    price: [1990, 59900],
  },
  {
    name: '家居',
    children: [['厨具', ['炒锅', '刀具', '保鲜盒']], ['家纺', ['四件套', '枕头', '毛毯']], '收纳'],
    brands: ['宜居', '木言', '暖窝', '厨语', '简家'],
    adjectives: ['不粘', '加厚', '北欧风', '纯棉', '可折叠', '大容量', '防滑', '柔软', '耐用', '日式'],
    suffixes: ['家用', '居家必备', '送礼佳品', '三件套', '新品'],
    specs: [['小号', '中号', '大号']],
    units: ['个', '套', '件'],
    price: [1590, 29900],
  },
  {
    name: '美妆',
    children: [['护肤', ['面霜', '精华', '面膜']], ['彩妆', ['口红', '粉底']], '香水'],
    brands: ['花漾', '清泉', '若水', '颜究所', '植萃'],
    adjectives: ['补水', '保湿', '滋润', '清爽', '持久', '哑光', '修护', '提亮', '温和', '水润'],
    suffixes: ['正装', '旅行装', '限定版', '套装', '敏感肌可用'],
    specs: [['30ml', '50ml', '100ml']],
    units: ['瓶', '支', '盒'],
    price: [2900, 45900],
  },
  {
    name: '母婴',
    children: [['奶粉辅食', ['奶粉', '米粉']], '童装', ['玩具', ['积木', '毛绒玩具']]],
    brands: ['贝贝乐', '小星星', '暖宝', '童趣', '安心妈妈'],
    adjectives: ['有机', '益智', '纯棉', '安全', '亲肤', '营养', '可爱', '卡通', '婴儿', '儿童'],
    suffixes: ['0-3岁适用', '礼盒装', '宝宝最爱', '新生儿', '家庭装'],
    specs: [['标准款', '升级款', '礼盒款']],
    units: ['罐', '件', '套'],
    price: [1990, 35900],
  },
]

export const NOTICES = [
  { title: '开源商城全新上线，新人下单享专属好礼', title_en: 'The open mall is live: gifts for new members' },
  { title: '附近店铺支持到店自提，欢迎进店选购', title_en: 'Pick up at nearby shops' },
]

export const TOPICS = [
  { topic_name: '夏日焕新季', remark: '精选好物限时特惠，低至八折', startDaysAgo: 1, endDaysAhead: 30 },
  { topic_name: '家庭囤货节', remark: '食品日用一站囤齐，专题价不容错过', startDaysAgo: 3, endDaysAhead: 14 },
]
