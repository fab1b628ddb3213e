import { request } from '@/services/request'

/**
 * The spec does not list member info fields; these are the ones the member header reads,
 * all optional so a partial answer still renders.
 */
export interface MemberInfo {
  member_id?: number
  username?: string
  nickname?: string
  headimg?: string
  mobile?: string
  member_level_name?: string
  point?: number
  /** fen */
  balance?: number
  growth?: number
  [key: string]: unknown
}

export function fetchMemberInfo(): Promise<MemberInfo> {
  // silent: an expired token is handled by the request layer; the page falls back to the visitor view
  return request<MemberInfo>('/api/member/info', undefined, { method: 'GET', silent: true })
}
