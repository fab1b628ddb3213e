/**
 * The member calls of docs/api.md ("## Members (issue 3)": profile, uploads, registration reward,
 * referrer, cancellation). Background reads pass `silent`: their failures show in the page, not as toasts.
 */
import { request, requestEnvelope, type RequestOptions } from '@/services/request'
import { upload, type UploadResult } from '@/services/upload'

/** The referrer as /api/member/info and the mobile search show it (mobile already masked). */
export interface ReferrerInfo {
  member_id: number
  nickname?: string
  headimg?: string
  mobile?: string
}

/** /api/member/info; every field optional so a partial answer still renders. */
export interface MemberInfo {
  member_id?: number
  username?: string
  nickname?: string
  headimg?: string
  mobile?: string
  realname?: string
  /** 0 unknown, 1 male, 2 female */
  sex?: number
  /** seconds of that day's 00:00 China time; 0 none */
  birthday?: number
  point?: number
  /** fen, not withdrawable (usable in orders) */
  balance?: number
  /** fen, withdrawable */
  balance_money?: number
  growth?: number
  member_level?: number
  member_level_name?: string
  /** 0: no referrer yet */
  source_member?: number
  source_member_info?: ReferrerInfo | null
  is_set_password?: number | boolean
  is_set_pay_password?: number | boolean
  reg_time?: number
  last_login_time?: number
  status?: number
  [key: string]: unknown
}

const quiet: RequestOptions = { silent: true }

export function fetchMemberInfo(): Promise<MemberInfo> {
  // silent: an expired token is handled by the request layer; the page falls back to the visitor view
  return request<MemberInfo>('/api/member/info', undefined, { method: 'GET', silent: true })
}

// profile: each answers null with the message 修改成功 / Update success
export const modifyHeadimg = (headimg: string) => request<null>('/api/member/modifyheadimg', { headimg })
export const modifyNickname = (nickname: string) => request<null>('/api/member/modifynickname', { nickname })
export const modifyRealname = (realname: string) => request<null>('/api/member/modifyrealname', { realname })
export const modifySex = (sex: 0 | 1 | 2) => request<null>('/api/member/modifysex', { sex })
/** birthday `YYYY-MM-DD` */
export const modifyBirthday = (birthday: string) => request<null>('/api/member/modifybirthday', { birthday })

export interface PasswordChange {
  /** only once a password is set */
  old_pass?: string
  new_pass: string
  re_pass: string
}
/** The answer carries a refreshtoken (the request layer keeps it): this session goes on, the others end. */
export const modifyPassword = (input: PasswordChange) =>
  requestEnvelope<null>('/api/member/modifypassword', input.old_pass ? { ...input } : { new_pass: input.new_pass, re_pass: input.re_pass })

export interface CaptchaInput {
  captcha_id?: string
  captcha_code?: string
}
/** A code to the member's own mobile, for the pay password. */
export const sendPayPasswordCode = (captcha: CaptchaInput) => request<{ key: string }>('/api/member/paypwdcode', { ...captcha })
export const modifyPayPassword = (input: { key: string; code: string; password: string; re_pass: string }) =>
  request<null>('/api/member/modifypaypassword', { ...input })
/** A code to the NEW mobile. */
export const sendBindMobileCode = (input: { mobile: string } & CaptchaInput) => request<{ key: string }>('/api/member/bindmobilecode', { ...input })
export const modifyMobile = (input: { mobile: string; key: string; code: string }) => request<null>('/api/member/modifymobile', { ...input })

/**
 * Spec section 5: images are uploaded one by one; an upload is failed when the code is negative.
 * The first failure stops the rest (upload() rejects with "error").
 */
export async function uploadOneByOne(paths: string[], path: string): Promise<UploadResult[]> {
  const done: UploadResult[] = []
  for (const p of paths) done.push(await upload(p, path))
  return done
}

// registration reward
export type RewardCouponType = 'reward' | 'discount'
export interface RewardCoupon {
  coupon_type_id?: number
  platformcoupon_name: string
  /** 'discount': discount in tenths (95 = 9.5折); anything else: money off in fen */
  type: RewardCouponType | string
  money?: number
  discount?: number
  /** fen; 0: no threshold */
  at_least?: number
  validity_days?: number
}
export interface RewardConfig {
  is_use: number | boolean
  value: {
    point?: number
    /** fen, not withdrawable, usable in orders */
    balance?: number
    growth?: number
    coupon?: number[] | number | string
    coupon_list?: RewardCoupon[]
  } | null
}
export const fetchRewardConfig = () => request<RewardConfig>('/memberregister/api/Config/Config', undefined, { ...quiet, method: 'GET' })

// referrer
export const searchMemberByMobile = (mobile: string) =>
  request<ReferrerInfo | null>('/api/Dianjiamember/searchMemberByMobile', { mobile })
export const bindReferrer = (parentId: number) => request<null>('/api/Dianjiamember/bindTuijian', { parent_id: parentId })

// cancellation
export type CancelStatus = 'none' | 'applied' | 'approved' | 'refused'
export interface CancelConfig {
  is_enable: number
  is_audit: number
  agreement: string
}
export interface CancelInfo {
  status: CancelStatus
  apply_time: number
  audit_time: number
  reason: string
  refuse_reason: string
}
export const fetchCancelConfig = () => request<CancelConfig>('/membercancel/api/membercancel/config', undefined, { ...quiet, method: 'GET' })
export const fetchCancelInfo = () => request<CancelInfo>('/membercancel/api/membercancel/info', undefined, { ...quiet, method: 'GET' })
export const applyCancel = (reason: string) =>
  request<{ status: CancelStatus }>('/membercancel/api/membercancel/apply', reason ? { reason } : {})
export const withdrawCancel = () => request<{ status: 'none' }>('/membercancel/api/membercancel/withdraw', {})
