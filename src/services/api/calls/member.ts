// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The caller's profile (member) */
export const memberInfo = /*#__PURE__*/ endpoint<T.MemberInfoInput, T.MemberInfoData>("GET", "/api/member/info")

/** Sets the head image: one of the caller's uploads, or '' for the default (member) */
export const memberModifyHeadimg = /*#__PURE__*/ endpoint<T.MemberModifyHeadimgInput, T.MemberModifyHeadimgData>("POST", "/api/member/modifyheadimg")

/** Changes the nickname (30 characters at most) (member) */
export const memberModifyNickname = /*#__PURE__*/ endpoint<T.MemberModifyNicknameInput, T.MemberModifyNicknameData>("POST", "/api/member/modifynickname")

/** Changes the real name (30 characters at most) (member) */
export const memberModifyRealname = /*#__PURE__*/ endpoint<T.MemberModifyRealnameInput, T.MemberModifyRealnameData>("POST", "/api/member/modifyrealname")

/** Changes the sex (member) */
export const memberModifySex = /*#__PURE__*/ endpoint<T.MemberModifySexInput, T.MemberModifySexData>("POST", "/api/member/modifysex")

/** Changes the birthday (YYYY-MM-DD, not in the future) (member) */
export const memberModifyBirthday = /*#__PURE__*/ endpoint<T.MemberModifyBirthdayInput, T.MemberModifyBirthdayData>("POST", "/api/member/modifybirthday")

/** Sets or changes the login password; other sessions end, the answer's refreshtoken carries this one on (member) */
export const memberModifyPassword = /*#__PURE__*/ endpoint<T.MemberModifyPasswordInput, T.MemberModifyPasswordData>("POST", "/api/member/modifypassword")

/** Sends a code to the caller's own mobile, for the pay password (member) */
export const memberPayPasswordCode = /*#__PURE__*/ endpoint<T.MemberPayPasswordCodeInput, T.MemberPayPasswordCodeData>("POST", "/api/member/paypwdcode")

/** Sets the pay password (6 digits) with the code sent (member) */
export const memberModifyPayPassword = /*#__PURE__*/ endpoint<T.MemberModifyPayPasswordInput, T.MemberModifyPayPasswordData>("POST", "/api/member/modifypaypassword")

/** Sends a code to the new mobile, proving the caller holds it (member) */
export const memberBindMobileCode = /*#__PURE__*/ endpoint<T.MemberBindMobileCodeInput, T.MemberBindMobileCodeData>("POST", "/api/member/bindmobilecode")

/** Moves the account to the new mobile with the code sent to it (member) */
export const memberModifyMobile = /*#__PURE__*/ endpoint<T.MemberModifyMobileInput, T.MemberModifyMobileData>("POST", "/api/member/modifymobile")

/** The registration reward a member registering now receives */
export const memberRewardConfig = /*#__PURE__*/ endpoint<T.MemberRewardConfigInput, T.MemberRewardConfigData>("GET", "/memberregister/api/Config/Config")

/** The active member with this mobile (masked), or null; 30 searches per member and hour (member) */
export const memberSearchReferrer = /*#__PURE__*/ endpoint<T.MemberSearchReferrerInput, T.MemberSearchReferrerData>("POST", "/api/Dianjiamember/searchMemberByMobile")

/** Binds the caller's referrer, once (message 绑定成功) (member) */
export const memberBindReferrer = /*#__PURE__*/ endpoint<T.MemberBindReferrerInput, T.MemberBindReferrerData>("POST", "/api/Dianjiamember/bindTuijian")

/** Whether accounts can be cancelled, with the agreement in the caller's language */
export const memberCancelConfig = /*#__PURE__*/ endpoint<T.MemberCancelConfigInput, T.MemberCancelConfigData>("GET", "/membercancel/api/membercancel/config")

/** The caller's latest cancellation request (member) */
export const memberCancelInfo = /*#__PURE__*/ endpoint<T.MemberCancelInfoInput, T.MemberCancelInfoData>("GET", "/membercancel/api/membercancel/info")

/** Applies for the cancellation of the account (approved at once when no review is configured) (member) */
export const memberCancelApply = /*#__PURE__*/ endpoint<T.MemberCancelApplyInput, T.MemberCancelApplyData>("POST", "/membercancel/api/membercancel/apply")

/** Withdraws the caller's open cancellation request (member) */
export const memberCancelWithdraw = /*#__PURE__*/ endpoint<T.MemberCancelWithdrawInput, T.MemberCancelWithdrawData>("POST", "/membercancel/api/membercancel/withdraw")
