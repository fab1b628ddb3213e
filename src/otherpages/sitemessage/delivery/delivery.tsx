import { MessageListPage } from '@/features/sitemessage/components/MessageListPage'

/** /otherpages/sitemessage/delivery: the delivery messages, newest first; opening one marks it read. */
export default function SiteMessageDeliveryPage() {
  return <MessageListPage type='delivery' />
}
