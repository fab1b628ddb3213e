import { MessageDetailPage } from '@/features/sitemessage/components/MessageDetailPage'

/** /otherpages/sitemessage/account_detail?id=: one account message (opening it marks it read). */
export default function SiteMessageAccountDetailPage() {
  return <MessageDetailPage titleKey='accountDetail' />
}
