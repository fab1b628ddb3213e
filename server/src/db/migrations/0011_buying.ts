import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { jsonText, withId } from '../column.js'
import { statusCheck } from '../state-machine.js'

/** The states as of this migration (order.machine.ts, pay.machine.ts keep the transition tables). */
const ORDER_STATES = [0, 1, 2, 3, 4, 10, -1] as const
const PAY_STATES = ['waiting', 'paid', 'closed'] as const
const ATTEMPT_STATES = ['open', 'paid', 'closed'] as const

/**
 * Buying: delivery settings of shops and goods, freight templates, pickup points, shop coupons,
 * addresses, orders with their lines and shipments, payments with their channel attempts, the
 * checkout idempotency keys, merchant staff and timed jobs. Money is integer fen everywhere.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  const big = 'bigint' as const

  // what a shop offers at checkout
  await db.schema.alterTable('shop').addColumn('express_enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute()
  await db.schema.alterTable('shop').addColumn('store_enabled', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('shop').addColumn('local_enabled', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // metres from the shop; 0: local delivery off whatever local_enabled says
  await db.schema.alterTable('shop').addColumn('local_radius', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('shop').addColumn('local_delivery_money', big, (c) => c.notNull().defaultTo(0)).execute()
  // fen the goods must reach before local delivery is offered
  await db.schema.alterTable('shop').addColumn('local_min_money', big, (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('shop').addColumn('invoice_enabled', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // comma separated invoice contents the buyer picks from ('明细,办公用品')
  await db.schema.alterTable('shop').addColumn('invoice_content', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute()
  // the template for goods that name none; 0: express is free
  await db.schema.alterTable('shop').addColumn('freight_template_id', 'integer', (c) => c.notNull().defaultTo(0)).execute()

  await db.schema.alterTable('goods').addColumn('is_virtual', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // 0: the shop's template; -1: free shipping
  await db.schema.alterTable('goods').addColumn('freight_template_id', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // pieces per order at least / at most (0: no limit), and per member over all their orders (0: no limit)
  await db.schema.alterTable('goods').addColumn('min_buy', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('goods').addColumn('max_buy', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('goods').addColumn('member_limit', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // grams
  await db.schema.alterTable('goods_sku').addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0)).execute()

  await withId(db.schema.createTable('freight_template'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('template_name', 'varchar(50)', (c) => c.notNull())
    // 'num' pieces, 'weight' grams
    .addColumn('fee_type', 'varchar(8)', (c) => c.notNull())
    // fen of goods from this shop above which express is free; 0: never free
    .addColumn('free_over', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addCheckConstraint('freight_template_fee_type', sql`fee_type in ('num', 'weight')`)
    .execute()
  await withId(db.schema.createTable('freight_template_rule'), dialect)
    .addColumn('template_id', 'integer', (c) => c.notNull().references('freight_template.id'))
    // comma separated province or city ids (',11,12,' with edge commas for LIKE); '' the default rule
    .addColumn('region_ids', 'text', (c) => c.notNull().defaultTo(''))
    // 1: the regions listed are not delivered to
    .addColumn('no_delivery', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('first_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_fee', big, (c) => c.notNull().defaultTo(0))
    .addColumn('extra_unit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('extra_fee', big, (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('freight_rule_values', sql`first_unit >= 1 and extra_unit >= 1 and first_fee >= 0 and extra_fee >= 0`)
    .execute()
  await db.schema.createIndex('freight_template_rule_template').on('freight_template_rule').column('template_id').execute()

  // the origin calls a shop's pickup points "stores" (store_id)
  await withId(db.schema.createTable('pickup_store'), dialect, 'store_id')
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('store_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('telephone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('full_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('lng', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('open_date', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('pickup_store_site').on('pickup_store').columns(['site_id', 'status']).execute()

  // coupon types gain an owner (site_id 0: the platform), an issue count and a per-member limit
  await db.schema.alterTable('platform_coupon_type').addColumn('site_id', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // 0: unlimited; lead_count is how many were handed out (guarded: lead_count < count)
  await db.schema.alterTable('platform_coupon_type').addColumn('count', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('platform_coupon_type').addColumn('lead_count', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // per member; 0: unlimited
  await db.schema.alterTable('platform_coupon_type').addColumn('max_fetch', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // 1: members may receive it themselves (goods detail, coupon centre)
  await db.schema.alterTable('platform_coupon_type').addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  // a fixed last day instead of validity_days (0: use validity_days)
  await db.schema.alterTable('platform_coupon_type').addColumn('end_time', big, (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('member_coupon').addColumn('site_id', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('member_coupon').addColumn('use_time', big, (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('member_coupon').addColumn('use_order_id', 'integer', (c) => c.notNull().defaultTo(0)).execute()

  await withId(db.schema.createTable('member_address'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('telephone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('district_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('community_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'varchar(120)', (c) => c.notNull())
    // region names then the address, as shown
    .addColumn('full_address', 'varchar(255)', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('updated_at', big, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('member_address_member').on('member_address').columns(['member_id', 'is_default']).execute()

  // one row per shop in a checkout; out_trade_no joins the orders paid together
  await withId(db.schema.createTable('orders'), dialect, 'order_id')
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('site_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull())
    // 1 express, 2 pickup, 3 local delivery, 4 virtual
    .addColumn('order_type', 'integer', (c) => c.notNull())
    // 0 pending payment, 1 pending shipment, 2 awaiting pickup / local delivery, 3 shipped, 4 received, 10 completed, -1 closed
    .addColumn('order_status', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 unpaid, 2 paid (the origin's 1 "paying" lives on the payment)
    .addColumn('pay_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pay_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_money', big, (c) => c.notNull())
    .addColumn('delivery_money', big, (c) => c.notNull().defaultTo(0))
    // shop coupon
    .addColumn('coupon_money', big, (c) => c.notNull().defaultTo(0))
    .addColumn('platform_coupon_money', big, (c) => c.notNull().defaultTo(0))
    // member level discount
    .addColumn('promotion_money', big, (c) => c.notNull().defaultTo(0))
    .addColumn('point_money', big, (c) => c.notNull().defaultTo(0))
    .addColumn('point', 'integer', (c) => c.notNull().defaultTo(0))
    // goods + delivery - discounts: what the order costs
    .addColumn('order_money', big, (c) => c.notNull())
    .addColumn('balance_money', big, (c) => c.notNull().defaultTo(0))
    // order_money - balance_money: what is still paid through a channel
    .addColumn('pay_money', big, (c) => c.notNull())
    .addColumn('coupon_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('platform_coupon_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('city_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('district_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('community_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'varchar(120)', (c) => c.notNull().defaultTo(''))
    .addColumn('full_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('longitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('latitude', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_store_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_store_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    // JSON: the pickup point or local-delivery details as they were at checkout
    .addColumn('delivery_store_info', jsonText, (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_ask_delivery_time', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('buyer_message', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // JSON: {invoice_type, invoice_title, taxpayer_number, invoice_content} or ''
    .addColumn('invoice', jsonText, (c) => c.notNull().defaultTo(''))
    // pickup and virtual orders: the code the verification desk writes off
    .addColumn('verify_code', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_evaluate', 'integer', (c) => c.notNull().defaultTo(0))
    // the buyer removed it from their list (closed or completed orders only)
    .addColumn('is_delete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_extended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('close_cause', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('create_time', big, (c) => c.notNull())
    .addColumn('pay_time', big, (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_time', big, (c) => c.notNull().defaultTo(0))
    .addColumn('sign_time', big, (c) => c.notNull().defaultTo(0))
    .addColumn('finish_time', big, (c) => c.notNull().defaultTo(0))
    .addColumn('close_time', big, (c) => c.notNull().defaultTo(0))
    // when the timed job receives a shipped order for the buyer (0: not shipped)
    .addColumn('auto_receive_at', big, (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('orders_status_check', statusCheck('order_status', ORDER_STATES))
    .addCheckConstraint('orders_money_check', sql`goods_money >= 0 and delivery_money >= 0 and order_money >= 0 and pay_money >= 0 and balance_money >= 0 and pay_money + balance_money = order_money`)
    .execute()
  await db.schema.createIndex('orders_member_status').on('orders').columns(['member_id', 'order_status', 'order_id']).execute()
  await db.schema.createIndex('orders_out_trade_no').on('orders').column('out_trade_no').execute()
  await db.schema.createIndex('orders_site_status').on('orders').columns(['site_id', 'order_status', 'order_id']).execute()
  await db.schema.createIndex('orders_due').on('orders').columns(['order_status', 'create_time']).execute()

  await withId(db.schema.createTable('order_goods'), dialect, 'order_goods_id')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id'))
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('sku_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('spec_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sku_image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', big, (c) => c.notNull())
    .addColumn('num', 'integer', (c) => c.notNull())
    .addColumn('goods_money', big, (c) => c.notNull())
    // this line's share of each discount, to the fen (the lines of an order add up to the order's)
    .addColumn('coupon_money', big, (c) => c.notNull().defaultTo(0))
    .addColumn('platform_coupon_money', big, (c) => c.notNull().defaultTo(0))
    .addColumn('promotion_money', big, (c) => c.notNull().defaultTo(0))
    .addColumn('point_money', big, (c) => c.notNull().defaultTo(0))
    .addColumn('real_goods_money', big, (c) => c.notNull())
    .addColumn('is_virtual', 'integer', (c) => c.notNull().defaultTo(0))
    // 0 not shipped, 1 shipped (order_package)
    .addColumn('delivery_status', 'integer', (c) => c.notNull().defaultTo(0))
    // after-sale (issue 10): 0 none
    .addColumn('refund_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('order_goods_values', sql`num >= 1 and price >= 0 and real_goods_money >= 0`)
    .execute()
  await db.schema.createIndex('order_goods_order').on('order_goods').column('order_id').execute()
  // per-member purchase limits count these
  await db.schema.createIndex('order_goods_member_goods').on('order_goods').columns(['member_id', 'goods_id']).execute()

  // a shipment: some lines of an order, with a logistics company and number or none
  await withId(db.schema.createTable('order_package'), dialect)
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.order_id'))
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    // 1: with logistics, 0: none needed
    .addColumn('delivery_type', 'integer', (c) => c.notNull())
    .addColumn('express_company_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('express_company_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // comma separated order_goods ids
    .addColumn('order_goods_ids', 'varchar(255)', (c) => c.notNull())
    // WeChat's shipping-information upload: 0 not needed, 1 waiting, 2 reported, -1 failed (retried)
    .addColumn('wechat_report_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_package_order').on('order_package').column('order_id').execute()

  // one payment per checkout (out_trade_no); pay_money is what the channel must take
  await withId(db.schema.createTable('pay'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('pay_body', 'varchar(128)', (c) => c.notNull())
    .addColumn('pay_money', big, (c) => c.notNull())
    // 'order' (goods orders); later 'recharge' …
    .addColumn('event', 'varchar(20)', (c) => c.notNull())
    .addColumn('pay_status', 'varchar(16)', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('pay_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // the channel's own transaction number once paid
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('pay_time', big, (c) => c.notNull().defaultTo(0))
    .addColumn('close_time', big, (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('pay_status_check', statusCheck('pay_status', PAY_STATES))
    .addCheckConstraint('pay_money_check', sql`pay_money >= 0`)
    .execute()
  await db.schema.createIndex('pay_member').on('pay').columns(['member_id', 'id']).execute()

  // each prepay at a gateway; a new channel is offered only after the open one is closed there
  await withId(db.schema.createTable('pay_attempt'), dialect)
    .addColumn('pay_id', 'integer', (c) => c.notNull().references('pay.id'))
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'varchar(20)', (c) => c.notNull())
    // what the gateway knows the payment by: out_trade_no plus a sequence (a closed number cannot be reused)
    .addColumn('attempt_no', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('amount', big, (c) => c.notNull())
    // JSON the client needs to pay (prepay_id, trade_no, form …), kept for a repeated tap
    .addColumn('prepay', jsonText, (c) => c.notNull().defaultTo(''))
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('expires_at', big, (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('pay_attempt_status_check', statusCheck('status', ATTEMPT_STATES))
    .execute()
  await db.schema.createIndex('pay_attempt_pay').on('pay_attempt').columns(['pay_id', 'status']).execute()
  // at most one open prepay per payment
  await db.schema.createIndex('pay_attempt_one_open').unique().on('pay_attempt').column('pay_id').where(sql.ref('status'), '=', 'open').execute()
  // each notification that was acted on, for replay checks and the audit trail
  await withId(db.schema.createTable('pay_notify'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('pay_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('attempt_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('trade_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', big, (c) => c.notNull())
    .addColumn('result', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .execute()

  // create is idempotent per (member, request key): a double tap or a retry answers the same orders
  await db.schema.createTable('order_create_request')
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('request_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', big, (c) => c.notNull())
    .addPrimaryKeyConstraint('order_create_request_pk', ['member_id', 'request_key'])
    .execute()

  await withId(db.schema.createTable('merchant_staff'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'varchar(30)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    // comma separated: 'admin' (everything), 'order' (list, ship, local delivery), 'verify' (pickup codes)
    .addColumn('roles', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('tokens_valid_after', big, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', big, (c) => c.notNull())
    .addColumn('last_login_at', big, (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('merchant_staff_username').unique().on('merchant_staff').columns(['website_id', 'username']).execute()

  // timed jobs of the embedded queue (infra/jobs.ts); BullMQ keeps its own in Redis
  await withId(db.schema.createTable('scheduled_job'), dialect)
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    // name + job_key is the job's identity: scheduling it again moves it, never doubles it
    .addColumn('job_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', jsonText, (c) => c.notNull().defaultTo('{}'))
    .addColumn('run_at', big, (c) => c.notNull())
    // 'waiting' | 'running' | 'done' | 'failed'
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', big, (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('scheduled_job_identity').unique().on('scheduled_job').columns(['name', 'job_key']).execute()
  await db.schema.createIndex('scheduled_job_due').on('scheduled_job').columns(['status', 'run_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['scheduled_job', 'merchant_staff', 'order_create_request', 'pay_notify', 'pay_attempt', 'pay', 'order_package', 'order_goods', 'orders', 'member_address', 'pickup_store', 'freight_template_rule', 'freight_template']) {
    await db.schema.dropTable(table).execute()
  }
}
