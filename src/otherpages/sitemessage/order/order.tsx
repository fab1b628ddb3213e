import { MessageListPage } from '@/features/sitemessage/components/MessageListPage'

/** /otherpages/sitemessage/order: the order messages, newest first; opening one marks it read. */
export default function SiteMessageOrderPage() {
  return <MessageListPage type='order' />
}
