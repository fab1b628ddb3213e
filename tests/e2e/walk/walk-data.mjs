// The real parameters the walk opens pages with, asked from the running server (the seeded demo), plus
// the few records the demo does not hold, made once through the API as a shopper, a shop and the operator
// would: a local-delivery and a virtual order, a refund the shop refused, a withdrawal of each kind, a
// group message and an upgrade gift package.
import crypto from 'node:crypto'
import { api, apiMember, passwordLogin, staffLogin, withSqlite } from '../harness.mjs'

export const DEMO = { mobile: '13800000000', password: 'mall123456', payPassword: '123456' }

/**
 * Marks one goods virtual in the seeded file (the demo has none, and no call makes goods virtual): the
 * cheapest goods in stock that no order holds. Runs before the server starts; answers its goods_id.
 */
export function makeVirtualGoods(sqliteFile) {
  return withSqlite(sqliteFile, (db) => {
    const row = db.prepare(`SELECT g.goods_id FROM goods g JOIN goods_sku s ON s.goods_id = g.goods_id
      WHERE g.status = 1 AND s.stock >= 10 AND g.goods_id NOT IN (SELECT goods_id FROM order_goods)
      ORDER BY s.price, g.goods_id LIMIT 1`).get()
    db.prepare('UPDATE goods SET is_virtual = 1 WHERE goods_id = ?').run(row.goods_id)
    return row.goods_id
  })
}

/** Fails loudly: the walk cannot open a page without its record. */
function must(value, what) {
  if (value === undefined || value === null || value === '') throw new Error(`walk data: ${what} not found`)
  return value
}

async function ok(promise, what) {
  const res = await promise
  if (res.code < 0) throw new Error(`walk data: ${what} answered ${res.code} ${res.message}`)
  return res.data
}

/** The fields a call's contract declares (so a field another issue adds, like a pay password, is sent only once declared). */
function declaredFields(doc, path) {
  return new Set(Object.keys(doc.paths[path]?.post?.requestBody?.content?.['application/json']?.schema?.properties ?? {}))
}

/**
 * Everything the walk needs: answers {token, members, q}: the demo member's token, the tokens of the members
 * in a cancellation state (members.cancelApplied, members.cancelRefused), and q, the records by name that
 * page-queries.mjs builds queries from. `adminToken` and `staffPassword` are the server's ADMIN_TOKEN and
 * MERCHANT_STAFF_PASSWORD.
 */
export async function prepareWalkData(base, { adminToken, staffPassword, virtualGoodsId }) {
  const token = await passwordLogin(base, DEMO.mobile, DEMO.password)
  const as = (method, path, payload = {}) => api(base, method, path, { token, ...payload })
  const admin = async (path, body) => (await fetch(`${base}${path}`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-token': adminToken }, body: JSON.stringify(body),
  })).json()
  const q = {}

  // catalogue
  const goodsList = (await ok(api(base, 'POST', '/api/goodssku/page', { page_size: 50 }), 'goods')).list
  q.goods_id = must(goodsList[0]?.goods_id, 'a goods')
  q.sku_id = must(goodsList[0]?.sku_id, 'a sku')
  // a goods with a video and one with coupons: goods details, page by page, until both are found
  for (let page = 1; !(q.video_url && q.coupon_goods_id) && page <= 10; page++) {
    const list = page === 1 ? goodsList : (await ok(api(base, 'POST', '/api/goodssku/page', { page_size: 50, page }), 'goods')).list
    for (const g of list) {
      const d = await ok(api(base, 'POST', '/api/goodssku/detail', { goods_id: g.goods_id }), 'goods detail')
      if (!q.video_url && d.goods.video_url) q.video_url = d.goods.video_url
      if (!q.coupon_goods_id) {
        const coupons = await ok(api(base, 'POST', '/api/coupon/goodscoupontypelist', { goods_id: g.goods_id }), 'goods coupons')
        if (coupons.length) {
          q.coupon_goods_id = g.goods_id
          q.coupon_type_id = coupons[0].coupon_type_id
        }
      }
      if (q.video_url && q.coupon_goods_id) break
    }
  }
  must(q.video_url, 'a goods video')
  must(q.coupon_goods_id, 'a goods with coupons')
  const evaluated = (await ok(api(base, 'POST', '/api/goodssku/page', { page_size: 20, order: 'sale_num', sort: 'desc' }), 'best sellers')).list
  for (const g of evaluated) {
    const n = await ok(api(base, 'POST', '/api/goodsevaluate/count', { goods_id: g.goods_id }), 'evaluation count')
    if (n.total > 0) {
      q.evaluated_goods_id = g.goods_id
      break
    }
  }
  must(q.evaluated_goods_id, 'a goods with evaluations')
  q.brand_id = must((await ok(api(base, 'POST', '/api/goodsbrand/page', {}), 'brands')).list[0]?.brand_id, 'a brand')
  const shop = must((await ok(api(base, 'POST', '/api/shop/page', { page_size: 1 }), 'shops')).list[0], 'a shop')
  q.site_id = shop.site_id
  q.store = must((await ok(api(base, 'POST', '/api/shop/storelist', { site_id: shop.site_id }), 'stores'))[0], 'a pickup store')
  q.topic_id = must((await ok(api(base, 'POST', '/api/topic/page', {}), 'topics')).list[0]?.topic_id, 'a topic')
  q.note = must((await ok(api(base, 'POST', '/notes/api/notes/page', {}), 'notes')).list[0], 'a shop note')
  q.help_class_id = must((await ok(api(base, 'GET', '/api/helpclass/lists'), 'help classes'))[0]?.class_id, 'a help class')
  q.help_id = must((await ok(api(base, 'POST', '/api/help/page', {}), 'help')).list[0]?.id, 'a help article')
  q.notice_id = must((await ok(api(base, 'POST', '/api/notice/page', {}), 'notices')).list[0]?.id, 'a notice')
  // a landing page the home decoration links to
  const home = JSON.stringify(await ok(api(base, 'POST', '/api/diyview/info', { name: 'DIY_VIEW_INDEX' }), 'home decoration'))
  q.diy_query = must(/\/otherpages\/diy\/diy\/diy\?([^"\\]+)/.exec(home)?.[1], 'a landing page linked from home')

  // the demo member's orders, by kind and state
  const orders = (await ok(as('POST', '/api/order/lists', { page_size: 50 }), 'orders')).list
  const order = (f, what) => must(orders.find(f), what)
  const EXPRESS = 1, PICKUP = 2
  const shipped = order((o) => o.order_type === EXPRESS && o.order_status === 3, 'a shipped order')
  q.express_order_id = shipped.order_id
  q.shipped_trade_no = shipped.out_trade_no
  q.pickup_order_id = order((o) => o.order_type === PICKUP, 'a pickup order').order_id
  q.evaluate_order_id = order((o) => o.order_status === 4 && !o.is_evaluate, 'a received order to evaluate').order_id
  q.paid_trade_no = order((o) => o.pay_status === 2, 'a paid order').out_trade_no
  const waitSend = orders.filter((o) => o.order_status === 1 && o.order_type === EXPRESS)
  if (waitSend.length < 2) throw new Error('walk data: two orders waiting for shipment not found')
  q.refundable_line_id = waitSend[0].order_goods[0].order_goods_id
  const pickup = await ok(as('POST', '/api/order/detail', { order_id: q.pickup_order_id }), 'pickup order detail')
  q.verify_code = must(pickup.verify_code, 'a pickup verify code')

  // a refund the shop refused (refund detail, complaint)
  const refusedLine = waitSend[1].order_goods[0].order_goods_id
  await ok(as('POST', '/api/orderrefund/refund', { order_goods_id: refusedLine, refund_type: 1, refund_reason: 'not_wanted' }), 'refund')
  const staff = await staffLogin(base, waitSend[1].site_id, staffPassword)
  await ok(api(base, 'POST', '/merchant/api/refund/refuse', { token: staff, order_goods_id: refusedLine, refuse_reason: '商品已打包' }), 'refund refusal')
  q.refund_line_id = refusedLine

  // checkout by balance; the local-delivery and the virtual order
  const buy = async (skuId, siteId, delivery, what) => {
    const created = await ok(as('POST', '/api/ordercreate/create', {
      sku_id: skuId, num: 1, is_balance: 1, pay_password: DEMO.payPassword, request_key: crypto.randomBytes(12).toString('hex'),
      ...(delivery ? { delivery: { [String(siteId)]: delivery } } : {}),
    }), what)
    return created.order_ids[0]
  }
  const virtual = await ok(api(base, 'POST', '/api/goodssku/detail', { goods_id: virtualGoodsId }), 'virtual goods')
  q.virtual_order_id = await buy(virtual.goods.skus[0].sku_id, virtual.goods.site_id, null, 'virtual order')
  for (const g of (await ok(api(base, 'POST', '/api/goodssku/page', { page_size: 50, order: 'price', sort: 'asc' }), 'goods by price')).list) {
    if (g.price < 2000 || g.price > 10000) continue
    const preview = await ok(as('POST', '/api/ordercreate/payment', { sku_id: g.sku_id, num: 1 }), 'checkout preview')
    const local = preview.shop_goods_list[0].delivery.local
    if (local?.available === 1) {
      q.local_order_id = await buy(g.sku_id, g.site_id, { delivery_type: 'local', buyer_ask_delivery_time: local.time_slots[0] }, 'local-delivery order')
      break
    }
  }
  must(q.local_order_id, 'a goods the demo address can have delivered locally')

  // withdrawals: an account, one balance and one points application
  q.account_id = await ok(as('POST', '/api/memberbankaccount/add', {
    realname: '演示会员', mobile: DEMO.mobile, withdraw_type: 'bank', bank_name: '招商银行杭州分行', account_number: '6225880123456789',
  }), 'withdrawal account')
  const contract = await (await fetch(`${base}/api/openapi.json`)).json()
  const payPin = (path) => (declaredFields(contract, path).has('pay_password') ? { pay_password: DEMO.payPassword } : {})
  q.withdrawal_id = (await ok(as('POST', '/api/memberwithdraw/apply', { apply_money: 1000, account_id: q.account_id, ...payPin('/api/memberwithdraw/apply') }), 'withdrawal')).id
  const pointInfo = await ok(as('POST', '/api/pointwithdraw/info', {}), 'points withdrawal settings')
  q.point_withdrawal_id = (await ok(as('POST', '/api/pointwithdraw/apply', {
    point: pointInfo.config.min_point, account_id: q.account_id, ...payPin('/api/pointwithdraw/apply'),
  }), 'points withdrawal')).id
  q.point_row_id = must((await ok(as('POST', '/api/memberaccount/page', { account_type: 'point' }), 'points ledger')).list[0]?.id, 'a points row')

  // the upgrade gift: the next level is set one sign-in away, then the member signs in
  const level = await ok(as('GET', '/api/memberlevel/info'), 'member level')
  const rules = (await ok(api(base, 'GET', '/api/memberlevel/growthrules'), 'growth rules')).list
  const signinGrowth = must(rules.find((r) => r.type === 'signin')?.growth, 'the sign-in growth')
  await ok(admin('/admin/api/memberlevel/edit', { level_id: must(level.next_level, 'a next level').level_id, growth: level.growth + signinGrowth }), 'level threshold')
  await ok(as('POST', '/api/membersignin/signin'), 'sign-in')
  q.gift_id = must((await ok(as('GET', '/gift/api/giftorder/page'), 'gifts')).list[0]?.id, 'an upgrade gift')

  // site messages: account ones come from the withdrawal and the gift; a group one the operator sends
  await ok(admin('/admin/api/sitemessage/send', { sub_type: 'group', title: '拼团成功', content: '您参与的拼团已成团。' }), 'group message')
  const message = async (subType) => must((await ok(as('GET', '/sitemessage/api/sitemessage/page', { sub_type: subType, page: 1, page_size: 1 }), `${subType} messages`)).list[0]?.id, `a ${subType} message`)
  q.account_message_id = await message('account')
  q.group_message_id = await message('group')

  q.address_id = must((await ok(as('POST', '/api/memberaddress/page', {}), 'addresses')).list[0]?.id, 'an address')

  // the cancellation's state pages need a member in that state (the demo member has not applied)
  const cancelling = async (mobile) => {
    const t = await apiMember(base, mobile)
    await ok(api(base, 'POST', '/membercancel/api/membercancel/apply', { token: t, reason: '不再使用' }), 'cancellation request')
    return t
  }
  const members = { cancelApplied: await cancelling('13900002301'), cancelRefused: await cancelling('13900002302') }
  const refused = await ok(api(base, 'GET', '/api/member/info', { token: members.cancelRefused }), 'member info')
  await ok(admin('/admin/api/membercancel/audit', { member_id: refused.member_id, action: 'refuse', refuse_reason: '订单售后未完成' }), 'cancellation refusal')
  return { token, members, q }
}
