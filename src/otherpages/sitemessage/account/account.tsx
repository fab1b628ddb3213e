import { MessageListPage } from '@/features/sitemessage/components/MessageListPage'

/** /otherpages/sitemessage/account: the account messages, newest first; opening one marks it read. */
export default function SiteMessageAccountPage() {
  return <MessageListPage type='account' />
}
