import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { SiteMessageError } from './sitemessage.messages.js'
import { BROADCAST_TYPES, SITE_MESSAGE_TYPES } from './sitemessage.table.js'

export const SiteMessageTypeValue = StringEnum(SITE_MESSAGE_TYPES, 'SiteMessageType',
  'order: paid, closed, completed, refund progress; delivery: shipped, out for delivery, ready for pickup; account: balance and points; promotion: the operator\'s news; group: group-buying news')
export const BroadcastTypeValue = StringEnum(BROADCAST_TYPES, 'SiteMessageBroadcastType', 'the category an operator\'s message lands in')

const LinkParams = Type.Record(Type.String({ pattern: '^[a-z_]{1,32}$' }), Type.String({ maxLength: 64 }), {
  description: 'query parameters of the page (order_id, order_goods_id …)', maxProperties: 5,
})

export const SiteMessage = Type.Object({
  id: Type.Integer(),
  sub_type: SiteMessageTypeValue,
  title: Type.String(),
  content: Type.String({ description: 'plain text, in the caller\'s language for event messages' }),
  link_route: Type.String({ description: 'the app page the message opens (/pages/order/detail/detail …); \'\' when none' }),
  link_params: LinkParams,
  is_read: Type.Integer({ minimum: 0, maximum: 1 }),
  read_time: Type.Integer({ minimum: 0, description: '0 while unread' }),
  send_time: Type.Integer({ description: 'seconds' }),
}, { title: 'SiteMessage' })
export type SiteMessage = Static<typeof SiteMessage>

export const SiteMessageMaster = Type.Object({
  sub_type: SiteMessageTypeValue,
  name: Type.String({ description: 'the category\'s name in the caller\'s language' }),
  unread: Type.Integer({ minimum: 0 }),
  latest: Nullable(SiteMessage),
}, { title: 'SiteMessageMaster' })

export const SiteMessageLists = Type.Object({
  list: Type.Array(SiteMessageMaster, { description: 'every category, in the master page\'s order' }),
  unread: Type.Integer({ minimum: 0, description: 'all categories' }),
}, { title: 'SiteMessageLists' })
export type SiteMessageLists = Static<typeof SiteMessageLists>

export const SiteMessageCount = Type.Object({ count: Type.Integer({ minimum: 0 }) }, { title: 'SiteMessageCount' })

export const SiteMessagePageBody = Type.Object({ sub_type: SiteMessageTypeValue, ...PagingFields })
export const SiteMessageIdBody = Type.Object({ id: Id() })
export const SiteMessageReadBody = Type.Object({ sub_type: Type.Optional(SiteMessageTypeValue) })

export const SiteMessagePage = PageOf(SiteMessage, 'SiteMessagePage')

export const MAX_SEND_MEMBERS = 1000
export const SiteMessageSendBody = Type.Object({
  sub_type: Type.Optional(BroadcastTypeValue),
  title: Type.String({ minLength: 1, maxLength: 60 }),
  content: Type.String({ minLength: 1, maxLength: 2000 }),
  link_route: Type.Optional(Type.String({ maxLength: 128, pattern: '^/(pages|otherpages|promotionpages)/[a-z0-9_/-]+$', description: 'an app page, e.g. /pages/goods/detail/detail' })),
  link_params: Type.Optional(LinkParams),
  member_ids: Type.Optional(Type.Array(Id(), { minItems: 1, maxItems: MAX_SEND_MEMBERS, description: 'absent: every member' })),
})
export type SiteMessageSendInput = Static<typeof SiteMessageSendBody>

export const SiteMessageBroadcast = Type.Object({
  broadcast_id: Type.Integer(),
  sub_type: BroadcastTypeValue,
  target: StringEnum(['all', 'members'] as const, 'SiteMessageTarget'),
  title: Type.String(),
  content: Type.String(),
  link_route: Type.String(),
  link_params: LinkParams,
  member_count: Type.Integer({ minimum: 0, description: 'members it was sent to (every member of the mall when sent, for all)' }),
  received_count: Type.Integer({ minimum: 0, description: 'members holding it (to all: those who looked since)' }),
  read_count: Type.Integer({ minimum: 0 }),
  send_time: Type.Integer(),
}, { title: 'SiteMessageBroadcast' })
export type SiteMessageBroadcast = Static<typeof SiteMessageBroadcast>

export const SiteMessageBroadcastPage = PageOf(SiteMessageBroadcast, 'SiteMessageBroadcastPage')

const E = SiteMessageError
export const siteMessageApi = defineEndpoints('sitemessage', {
  lists: {
    method: ['GET', 'POST'], path: '/sitemessage/api/sitemessage/lists', auth: 'member',
    summary: 'The master page: every category with its unread count and latest message',
    response: SiteMessageLists,
  },
  getpermessagecount: {
    method: ['GET', 'POST'], path: '/sitemessage/api/sitemessage/getpermessagecount', auth: 'member',
    summary: "The caller's unread messages, all categories (the member centre's badge)",
    response: SiteMessageCount,
  },
  page: {
    method: ['GET', 'POST'], path: '/sitemessage/api/sitemessage/page', auth: 'member',
    summary: "A category's messages, newest first",
    description: 'page_size 10 by default, 50 at most. Listing does not mark them read.',
    input: SiteMessagePageBody, response: SiteMessagePage,
  },
  info: {
    method: 'POST', path: '/sitemessage/api/sitemessage/info', auth: 'member',
    summary: 'One message; opening it marks it read (again: harmless, the first read time stays)',
    description: `${E.SITEMESSAGE_NOT_FOUND} for an id that is not the caller's.`,
    input: SiteMessageIdBody, response: SiteMessage, errors: [E.SITEMESSAGE_NOT_FOUND],
  },
  editallseed: {
    method: 'POST', path: '/sitemessage/api/sitemessage/editallseed', auth: 'member',
    summary: "Marks a category's messages read, or every message without sub_type",
    input: SiteMessageReadBody, response: SiteMessageCount,
  },
  adminSend: {
    method: 'POST', path: '/admin/api/sitemessage/send', auth: 'admin',
    summary: 'The operator sends news to every member or to the given ones',
    description:
      'x-admin-token must equal ADMIN_TOKEN (HTTP 403 otherwise). To every member it is one row whatever the number of members: each ' +
      'member\'s copy is made the next time that member looks, and members who join later do not get it. To given members (up to ' +
      `${MAX_SEND_MEMBERS}) the copies are made at once; ids of no member are skipped, ${E.SITEMESSAGE_NO_MEMBERS} when none is left. ` +
      `${E.SITEMESSAGE_LINK_INVALID}: link_params without link_route.`,
    input: SiteMessageSendBody, response: SiteMessageBroadcast, errors: [E.SITEMESSAGE_NO_MEMBERS, E.SITEMESSAGE_LINK_INVALID],
  },
  adminLists: {
    method: 'POST', path: '/admin/api/sitemessage/lists', auth: 'admin',
    summary: "The operator's messages, newest first, with how many hold and read each",
    description: 'x-admin-token must equal ADMIN_TOKEN (HTTP 403 otherwise). page_size 10 by default, 50 at most.',
    input: Type.Object({ ...PagingFields }), response: SiteMessageBroadcastPage,
  },
})
