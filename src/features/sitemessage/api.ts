import {
  sitemessageEditallseed,
  sitemessageGetpermessagecount,
  sitemessageInfo,
  sitemessageLists,
  sitemessagePage,
} from '@/services/api/contract.gen'
import type { SiteMessage, SiteMessageType } from '@/services/api/contract.gen'

export type { SiteMessage, SiteMessageLists, SiteMessageMaster, SiteMessagePage, SiteMessageType } from '@/services/api/contract.gen'

/** The master page: every category with its unread count and latest message. */
export const fetchMaster = () => sitemessageLists()
/** The member centre's badge: quiet, a failure only leaves the badge out. */
export const fetchUnreadCount = () => sitemessageGetpermessagecount({}, { silent: true }).then((r) => r.count)
export const fetchMessagePage = (subType: SiteMessageType, page: number, pageSize: number) => sitemessagePage({ sub_type: subType, page, page_size: pageSize })
/** Opens one message: the server marks it read and answers it. */
export const openMessage = (id: number, quiet = false): Promise<SiteMessage> => sitemessageInfo({ id }, { silent: quiet })
/** Marks a category read, or everything without one; answers how many were unread. */
export const markAllRead = (subType?: SiteMessageType) => sitemessageEditallseed(subType ? { sub_type: subType } : {}).then((r) => r.count)
