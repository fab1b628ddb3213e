import { MessageListPage } from '@/features/sitemessage/components/MessageListPage'

/** /otherpages/sitemessage/group: the group messages, newest first; opening one marks it read. */
export default function SiteMessageGroupPage() {
  return <MessageListPage type='group' />
}
