import { randomUUID } from 'node:crypto'
import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { addMessages } from '../../http/messages.js'
import { insertMessage } from '../sitemessage/sitemessage.repository.js'
import type { StaffRow } from './merchant.repository.js'

/**
 * The shop's owner is told when a staff account's logins keep failing: at `failures` wrong passwords
 * in a row, then at most once every `everySeconds` while the failures go on.
 */
export const STAFF_LOGIN_ALERT = { failures: 5, everySeconds: 3600 }

export const staffAlertKey = (websiteId: number, staffId: number) => `staff-login-alert:${websiteId}:${staffId}`

/** An address with its last part hidden: 203.0.113.* (IPv4), 2001:db8:85a3:* (IPv6: the first three groups). */
export function maskAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip)
  if (v4) return `${v4[1]}.*`
  const groups = ip.split(':').filter(Boolean)
  return groups.length ? `${groups.slice(0, 3).join(':')}:*` : '*'
}

/**
 * After a wrong staff password: a site message to the shop's owner (shop.member_id) when the run of
 * failures is long enough and none was sent within the hour. Never fails the login's answer.
 */
export async function alertOwnerOfFailures(ctx: RequestContext, staff: StaffRow, failures: number): Promise<void> {
  if (failures < STAFF_LOGIN_ALERT.failures) return
  try {
    const shop = await ctx.db.selectFrom('shop').select(['member_id', 'site_name'])
      .where('site_id', '=', staff.site_id).where('website_id', '=', ctx.websiteId).executeTakeFirst()
    if (!shop || !shop.member_id) return
    if (!(await ctx.kv.setIfAbsent(staffAlertKey(ctx.websiteId, staff.id), '1', STAFF_LOGIN_ALERT.everySeconds))) return
    const now = nowSeconds()
    await insertMessage(ctx.db, {
      websiteId: ctx.websiteId, memberId: shop.member_id, category: 'account', tpl: 'staff_login_failures', createdAt: now,
      // the hour's mark above is the guard; two bursts may fall in one second, so the key is never reused
      idemKey: `staff-login:${staff.id}:${now}:${randomUUID()}`,
      params: { username: staff.username, site_name: shop.site_name, failures, address: maskAddress(ctx.ip) },
    })
  } catch (err) {
    ctx.log.warn({ err, staffId: staff.id }, 'staff login alert not written')
  }
}

// rendered by the site messages' default template (sitemessage.service.ts render)
addMessages({
  'zh-cn': {
    'sitemessage_tpl.staff_login_failures.title': '店铺账号登录异常',
    'sitemessage_tpl.staff_login_failures.content': '{site_name}的员工账号{username}已连续{failures}次密码错误，最近一次来自{address}。如非本人操作，请留意账号安全并及时修改密码。',
  },
  'en-us': {
    'sitemessage_tpl.staff_login_failures.title': 'Failed logins to a shop account',
    'sitemessage_tpl.staff_login_failures.content': 'The staff account {username} of {site_name} has had {failures} wrong passwords in a row, the latest from {address}. If that was not your staff, keep an eye on the account and change its password.',
  },
})
