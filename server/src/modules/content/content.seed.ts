import type { Kysely } from 'kysely'
import type { DbHandle } from '../../db/database.js'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { HOME_VIEW, type DiyViewValue } from '../decoration/decoration.schema.js'
import { NOTICES } from '../../seed/demo-data.js'
import { storeBody, type BlockType } from './content.body.js'
import { GOODS_STATUS } from '../goods/goods.table.js'

type Blocks = Array<{ type: BlockType; text?: string; image?: string }>
const para = (zh: string[], en: string[]): { body: string; body_en: string } => ({
  body: storeBody(zh.map((text, i) => ({ type: i === 0 && zh.length > 2 ? 'title' : 'text', text }) as Blocks[number])),
  body_en: storeBody(en.map((text, i) => ({ type: i === 0 && en.length > 2 ? 'title' : 'text', text }) as Blocks[number])),
})

/** The home notices first (the decoration's notice bar links to them), then older ones. */
export const DEMO_NOTICES = [
  {
    ...NOTICES[0], is_top: 1, daysAgo: 1,
    ...para(
      ['新人专享', '开源商城正式上线！新注册会员可领取平台无门槛优惠券，首单满额再享店铺满减。', '活动期间每位会员限领一次，优惠券在“我的-优惠券”中查看。'],
      ['For new members', 'The open mall is live! New members can receive a platform coupon with no threshold, and shop discounts on a first order.', 'One coupon per member; find it under Me > Coupons.'],
    ),
  },
  {
    ...NOTICES[1], is_top: 0, daysAgo: 2,
    ...para(
      ['附近的店铺已支持到店自提：下单时选择“门店自提”，到店出示提货码即可取货。', '自提订单免运费，营业时间以店铺页面为准。'],
      ['Shops near you now offer pickup: choose "Pickup at the shop" at checkout and show your pickup code in the shop.', 'Pickup orders have no delivery fee; see the shop page for its opening hours.'],
    ),
  },
  {
    title: '关于春节期间物流配送安排的通知', title_en: 'Delivery during the Spring Festival', is_top: 0, daysAgo: 9,
    ...para(
      ['春节期间部分快递公司暂停揽收，订单发货时间可能延后，请您耐心等待。', '同城配送与到店自提照常进行。'],
      ['Some couriers pause collection during the Spring Festival, so shipping may take longer than usual.', 'Local delivery and pickup at the shop go on as usual.'],
    ),
  },
  {
    title: '账户安全提醒：谨防冒充客服诈骗', title_en: 'Account safety: beware of fake customer service', is_top: 0, daysAgo: 15,
    ...para(
      ['商城客服不会索要您的密码、支付密码或短信验证码。', '如遇可疑来电或消息，请勿转账，并及时联系平台。'],
      ['Our customer service never asks for your password, pay password or SMS code.', 'If a call or message seems suspicious, do not transfer money and contact us.'],
    ),
  },
  {
    title: '新增支付宝与微信支付渠道', title_en: 'Alipay and WeChat Pay now available', is_top: 0, daysAgo: 30,
    ...para(
      ['商城现已支持支付宝和微信支付，也可使用账户余额支付。'],
      ['You can now pay with Alipay or WeChat Pay, or with your account balance.'],
    ),
  },
] as const

export const DEMO_HELP: Array<{ class_name: string; class_name_en: string; helps: Array<{ title: string; title_en: string; zh: string[]; en: string[] }> }> = [
  {
    class_name: '购物指南', class_name_en: 'Shopping guide',
    helps: [
      {
        title: '如何下单购买商品', title_en: 'How to place an order',
        zh: ['下单步骤', '在商品详情页选择规格和数量，点击“立即购买”或加入购物车后结算。', '确认收货地址、配送方式和优惠券后提交订单并完成支付。'],
        en: ['Steps', 'On a goods page choose the options and quantity, then tap Buy now, or add it to the cart and check out.', 'Confirm the address, the delivery and any coupon, then submit the order and pay.'],
      },
      {
        title: '如何使用优惠券', title_en: 'How to use coupons',
        zh: ['在结算页选择可用的店铺券或平台券，满足使用门槛即可抵扣。', '每个订单每家店铺可使用一张店铺券，平台券每单限用一张。'],
        en: ['At checkout choose a shop coupon or a platform coupon; it applies when the order reaches its threshold.', 'One shop coupon per shop and one platform coupon per order.'],
      },
      {
        title: '什么是门店自提', title_en: 'What is pickup at the shop',
        zh: ['选择门店自提的订单无需运费，下单后凭提货码到店取货。'],
        en: ['Pickup orders have no delivery fee: collect your goods in the shop with your pickup code.'],
      },
    ],
  },
  {
    class_name: '支付与配送', class_name_en: 'Payment and delivery',
    helps: [
      {
        title: '支持哪些支付方式', title_en: 'Which payment methods are accepted',
        zh: ['商城支持微信支付、支付宝和账户余额支付。', '使用余额支付时需要输入 6 位支付密码。'],
        en: ['We accept WeChat Pay, Alipay and your account balance.', 'Paying with the balance asks for your 6-digit pay password.'],
      },
      {
        title: '订单多久发货', title_en: 'When is my order shipped',
        zh: ['店铺通常在 48 小时内发货，发货后可在订单详情中查看物流。'],
        en: ['Shops usually ship within 48 hours; once shipped, follow the parcel in the order detail.'],
      },
    ],
  },
  {
    class_name: '售后服务', class_name_en: 'After-sales',
    helps: [
      {
        title: '如何申请退款', title_en: 'How to ask for a refund',
        zh: ['在订单详情中找到对应商品，点击“申请退款”，填写原因后提交，等待商家处理。'],
        en: ['In the order detail find the goods, tap Refund, give the reason and submit; the shop then answers.'],
      },
      {
        title: '退款多久到账', title_en: 'When does a refund arrive',
        zh: ['商家同意后，退款原路返回，一般 1 至 7 个工作日到账。'],
        en: ['Once the shop agrees, the money goes back the way you paid, usually within 1 to 7 working days.'],
      },
    ],
  },
]

const NOTE_TEXTS: Array<{ title: string; title_en: string; abstract: string; abstract_en: string; zh: string[]; en: string[] }> = [
  {
    title: '店长推荐：本周必买好物清单', title_en: "Manager's picks: this week's must-haves",
    abstract: '店长亲测，这几件好物值得入手', abstract_en: 'Tried by the manager: worth buying',
    zh: ['为什么推荐', '这几件商品是店里本周复购最多的，品质稳定、价格实在。', '下方就是笔记里提到的商品，点一下就能查看详情。'],
    en: ['Why these', 'These are the goods our customers bought again most this week: steady quality at a fair price.', 'The goods this note mentions are below; tap one to see it.'],
  },
  {
    title: '新品上架 | 第一时间抢先看', title_en: 'New arrivals: a first look',
    abstract: '本月上新，先睹为快', abstract_en: "This month's new goods",
    zh: ['本月上新的几款商品已经到店，数量有限，喜欢的朋友抓紧时间。'],
    en: ['A few new goods arrived this month. Stocks are limited, so do not wait too long.'],
  },
  {
    title: '居家好物分享：让生活更简单', title_en: 'Home goods that make life simpler',
    abstract: '', abstract_en: '',
    zh: ['收纳、清洁、做饭，这些小物件让每天的家务轻松不少。', '我们挑选了几款口碑最好的，一起来看看吧。'],
    en: ['Storage, cleaning, cooking: these small things make the daily chores much easier.', 'We picked the best-reviewed ones for you.'],
  },
  {
    title: '送礼不知道选什么？看这篇就够了', title_en: 'Not sure what to give? Read this',
    abstract: '节日礼物灵感合集', abstract_en: 'Gift ideas for the holidays',
    zh: ['送长辈', '实用又体面的礼盒装最受欢迎。', '送朋友', '小巧有趣的好物更能表达心意。'],
    en: ['For parents', 'Practical gift boxes are always welcome.', 'For friends', 'Something small and fun says it best.'],
  },
  {
    title: '平台精选：好店好物一站逛', title_en: 'Platform picks: good shops, good goods',
    abstract: '平台编辑从各家店铺挑选的好物', abstract_en: 'Our editors picked these from shops across the mall',
    zh: ['编辑推荐', '我们从不同店铺中挑选了口碑与销量俱佳的商品，方便你一次逛完。'],
    en: ["Editors' choice", 'We picked well-reviewed, popular goods from different shops so you can see them all at once.'],
  },
  {
    title: '周末囤货攻略', title_en: 'Weekend stock-up guide',
    abstract: '', abstract_en: '',
    zh: ['周末去哪儿都不如在家舒服，提前囤好零食饮料和日用品吧。'],
    en: ['Nothing beats a weekend at home: stock up on snacks, drinks and daily goods in advance.'],
  },
]

/**
 * Demo notices, help and store notes (notes mention demo goods of their shop; the last ones are the
 * platform's, across shops), and the home decoration's notice bar pointed at the notice pages. Added only
 * when the website has no notice yet.
 */
export async function seedContent(handle: DbHandle, websiteId = 1): Promise<{ notes: number; helps: number; notices: number }> {
  const { db } = handle
  const exists = await db.selectFrom('content_notice').select('id').where('website_id', '=', websiteId).executeTakeFirst()
  if (exists) return { notes: 0, helps: 0, notices: 0 }
  const now = nowSeconds()
  return db.transaction().execute(async (trx) => {
    const noticeIds: number[] = []
    for (const [i, n] of DEMO_NOTICES.entries()) {
      const { id } = await trx.insertInto('content_notice').values({
        website_id: websiteId, title: n.title, title_en: n.title_en, body: n.body, body_en: n.body_en, is_top: n.is_top, is_show: 1, sort: 0,
        created_at: now - n.daysAgo * 86400 - i,
      }).returning('id').executeTakeFirstOrThrow()
      noticeIds.push(id)
    }
    await linkHomeNotices(trx, websiteId, noticeIds.slice(0, NOTICES.length))

    let helps = 0
    for (const [ci, c] of DEMO_HELP.entries()) {
      const { class_id } = await trx.insertInto('content_help_class').values({ website_id: websiteId, class_name: c.class_name, class_name_en: c.class_name_en, is_show: 1, sort: ci + 1 })
        .returning('class_id').executeTakeFirstOrThrow()
      for (const [hi, h] of c.helps.entries()) {
        await trx.insertInto('content_help').values({
          website_id: websiteId, class_id, title: h.title, title_en: h.title_en, ...para(h.zh, h.en), is_show: 1, sort: hi + 1, created_at: now - 60 * 86400,
        }).execute()
        helps++
      }
    }

    const notes = await seedNotes(trx, websiteId, now)
    return { notes, helps, notices: noticeIds.length }
  })
}

async function seedNotes(trx: Kysely<Database>, websiteId: number, now: number): Promise<number> {
  const goods = await trx.selectFrom('goods').select(['goods_id', 'site_id', 'goods_image']).where('website_id', '=', websiteId).where('status', '=', GOODS_STATUS.ON_SALE)
    .orderBy('sale_num', 'desc').orderBy('goods_id').limit(500).execute()
  if (!goods.length) return 0
  const bySite = new Map<number, typeof goods>()
  for (const g of goods) bySite.set(g.site_id, [...(bySite.get(g.site_id) ?? []), g])
  const sites = [...bySite.keys()].sort((a, b) => a - b)
  let count = 0
  for (const [i, text] of NOTE_TEXTS.entries()) {
    // the fifth is the platform's, across shops; the others belong to one shop each
    const platform = i === 4
    const siteId = platform ? 0 : sites[i % sites.length]
    const pool = platform ? sites.map((s) => bySite.get(s)![0]) : bySite.get(siteId)!
    const mentioned = pool.slice(i % 2, (i % 2) + 2 + (i % 3)).slice(0, 4)
    if (!mentioned.length) continue
    const { note_id } = await trx.insertInto('content_note').values({
      website_id: websiteId, site_id: siteId, note_title: text.title, note_title_en: text.title_en, note_abstract: text.abstract,
      note_abstract_en: text.abstract_en, cover_img: mentioned[0].goods_image, ...para(text.zh, text.en), read_num: 20 + ((i * 37) % 90), is_show: 1, sort: 0,
      created_at: now - (i + 1) * 86400,
    }).returning('note_id').executeTakeFirstOrThrow()
    await trx.insertInto('content_note_goods').values(mentioned.map((g, sort) => ({ note_id, goods_id: g.goods_id, sort }))).execute()
    count++
  }
  return count
}

/** The home notice bar's items open the notices they show (in both languages). */
async function linkHomeNotices(trx: Kysely<Database>, websiteId: number, ids: number[]) {
  const view = await trx.selectFrom('diy_view').select(['id', 'value']).where('website_id', '=', websiteId).where('site_id', '=', 0).where('name', '=', HOME_VIEW).executeTakeFirst()
  if (!view) return
  let value: DiyViewValue
  try {
    value = JSON.parse(view.value) as DiyViewValue
  } catch {
    return
  }
  let changed = false
  for (const c of value.components ?? []) {
    if (c.type !== 'notice') continue
    c.list = ids.map((id, i) => ({ title: NOTICES[i].title, title_en: NOTICES[i].title_en, link: { wap_url: `/otherpages/notice/detail/detail?id=${id}` } }))
    changed = true
  }
  if (changed) await trx.updateTable('diy_view').set({ value: JSON.stringify(value), updated_at: nowSeconds() }).where('id', '=', view.id).execute()
}
