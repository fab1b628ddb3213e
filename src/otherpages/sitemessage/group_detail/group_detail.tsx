import { MessageDetailPage } from '@/features/sitemessage/components/MessageDetailPage'

/** /otherpages/sitemessage/group_detail?id=: one group-buying message (opening it marks it read). */
export default function SiteMessageGroupDetailPage() {
  return <MessageDetailPage titleKey='groupDetail' />
}
