import type { Generated } from 'kysely'

/** The categories of the master page, in its order (the origin's sub_type). */
export const SITE_MESSAGE_TYPES = ['order', 'delivery', 'account', 'promotion', 'group'] as const
export type SiteMessageType = (typeof SITE_MESSAGE_TYPES)[number]

/** What the operator may send: news (promotion) and group-buying news (group). */
export const BROADCAST_TYPES = ['promotion', 'group'] as const
export type BroadcastType = (typeof BROADCAST_TYPES)[number]

/** One message of a member (migration 0028_sitemessage). */
export interface SiteMessageTable {
  id: Generated<number>
  website_id: number
  member_id: number
  category: SiteMessageType
  /** the template of an event message, '' for the operator's text */
  tpl: Generated<string>
  /** JSON object: the template's parameters */
  params: Generated<string>
  title: Generated<string>
  content: Generated<string>
  /** account messages: fen (balance) or points, signed */
  amount: Generated<number>
  link_route: Generated<string>
  /** JSON object of string values, '' when none */
  link_params: Generated<string>
  /** unique per member: what caused it */
  idem_key: string
  broadcast_id: Generated<number>
  /** 0: unread */
  read_time: Generated<number>
  created_at: number
}

export interface SiteMessageBroadcastTable {
  id: Generated<number>
  website_id: number
  category: BroadcastType
  target: 'all' | 'members'
  title: string
  content: string
  link_route: Generated<string>
  link_params: Generated<string>
  member_count: Generated<number>
  created_at: number
}

/** How far a member's copy of the broadcasts to everyone got. */
export interface SiteMessageInboxTable {
  member_id: number
  website_id: number
  broadcast_id: Generated<number>
}

export interface SiteMessageTables {
  site_message: SiteMessageTable
  site_message_broadcast: SiteMessageBroadcastTable
  site_message_inbox: SiteMessageInboxTable
}
