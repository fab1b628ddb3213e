/**
 * The member calls of docs/api.md ("## Members (issue 3)": profile, uploads, registration reward,
 * referrer, cancellation). Background reads pass `silent`: their failures show in the page, not as toasts.
 */
import type { RequestOptions } from '@/services/request'
import {
  memberBindMobileCode, memberBindReferrer, memberCancelApply, memberCancelConfig, memberCancelInfo, memberCancelWithdraw, memberInfo,
  memberModifyBirthday, memberModifyHeadimg, memberModifyMobile, memberModifyNickname, memberModifyPassword, memberModifyPayPassword,
  memberModifyRealname, memberModifySex, memberPayPasswordCode, memberRewardConfig, memberSearchReferrer, uploadImage,
  type CancelConfig, type CancelInfo, type CancelView, type CouponKind, type CouponType, type MemberInfo, type MemberReferrer,
  type RegisterReward, type UploadKind, type UploadedImage,
} from '@/services/api/contract.gen'

// the contract's shapes, under the names the member pages use
export type { CancelConfig, CancelInfo, MemberInfo }
/** The referrer as /api/member/info and the mobile search show it (mobile already masked). */
export type ReferrerInfo = MemberReferrer
export type RewardConfig = RegisterReward
export type RewardCoupon = CouponType
export type RewardCouponType = CouponKind
export type CancelStatus = CancelView

const quiet: RequestOptions = { silent: true }

export function fetchMemberInfo(): Promise<MemberInfo> {
  // silent: an expired token is handled by the request layer; the page falls back to the visitor view
  return memberInfo(undefined, quiet)
}

// profile: each answers null with the message 修改成功 / Update success
export const modifyHeadimg = (headimg: string) => memberModifyHeadimg({ headimg })
export const modifyNickname = (nickname: string) => memberModifyNickname({ nickname })
export const modifyRealname = (realname: string) => memberModifyRealname({ realname })
export const modifySex = (sex: 0 | 1 | 2) => memberModifySex({ sex })
/** birthday `YYYY-MM-DD` */
export const modifyBirthday = (birthday: string) => memberModifyBirthday({ birthday })

export interface PasswordChange {
  /** only once a password is set */
  old_pass?: string
  new_pass: string
  re_pass: string
}
/** The answer carries a refreshtoken (the request layer keeps it): this session goes on, the others end. */
export const modifyPassword = (input: PasswordChange) =>
  memberModifyPassword.envelope(input.old_pass ? { ...input } : { new_pass: input.new_pass, re_pass: input.re_pass })

export interface CaptchaInput {
  captcha_id?: string
  captcha_code?: string
}
/** A code to the member's own mobile, for the pay password. */
export const sendPayPasswordCode = (captcha: CaptchaInput) => memberPayPasswordCode({ ...captcha })
export const modifyPayPassword = (input: { key: string; code: string; password: string; re_pass: string }) => memberModifyPayPassword(input)
/** A code to the NEW mobile. */
export const sendBindMobileCode = (input: { mobile: string } & CaptchaInput) => memberBindMobileCode(input)
export const modifyMobile = (input: { mobile: string; key: string; code: string }) => memberModifyMobile(input)

/**
 * Spec section 5: images are uploaded one by one; an upload is failed when the code is negative.
 * The first failure stops the rest (upload() rejects with "error").
 */
export async function uploadOneByOne(paths: string[], kind: UploadKind): Promise<UploadedImage[]> {
  const done: UploadedImage[] = []
  for (const p of paths) done.push(await uploadImage(p, { path: kind }))
  return done
}

// registration reward
export const fetchRewardConfig = () => memberRewardConfig(undefined, quiet)

// referrer
export const searchMemberByMobile = (mobile: string) => memberSearchReferrer({ mobile })
export const bindReferrer = (parentId: number) => memberBindReferrer({ parent_id: parentId })

// cancellation
export const fetchCancelConfig = () => memberCancelConfig(undefined, quiet)
export const fetchCancelInfo = () => memberCancelInfo(undefined, quiet)
export const applyCancel = (reason: string) => memberCancelApply(reason ? { reason } : {})
export const withdrawCancel = () => memberCancelWithdraw()
