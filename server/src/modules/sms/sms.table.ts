import type { Generated } from 'kysely'

/** What the development SMS provider "sent": tests and the demo read codes from here. */
export interface SmsOutboxTable {
  id: Generated<number>
  website_id: number
  mobile: string
  content: string
  code: string
  /** register | login */
  purpose: string
  created_at: number
}

export interface SmsTables {
  sms_outbox: SmsOutboxTable
}
