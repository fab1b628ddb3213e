import { MessageListPage } from '@/features/sitemessage/components/MessageListPage'

/** /otherpages/sitemessage/promotion: the promotion messages, newest first; opening one marks it read. */
export default function SiteMessagePromotionPage() {
  return <MessageListPage type='promotion' />
}
