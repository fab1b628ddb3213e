import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/**
 * Codes of the login side (auth range -20201 … -20220) that member routes answer too: checking a
 * mobile or a new password. Declared under the auth domain with the names the login uses.
 */
export const MemberAuthError = defineErrors('auth', {
  MOBILE_REQUIRED: -20201,
  MOBILE_INVALID: -20202,
  MOBILE_REGISTERED: -20213,
  PASSWORD_TOO_SHORT: -20214,
  LOGIN_FAILED: -20215,
  MEMBER_DISABLED: -20216,
  PASSWORD_REQUIRED: -20217,
})

/** Profile and upload codes of the member domain: -20401 … -20499. */
export const ProfileError = defineErrors('member', {
  NICKNAME_EMPTY: -20401,
  NICKNAME_SAME: -20402,
  MOBILE_SAME: -20403,
  MOBILE_UNKNOWN: -20404,
  OLD_PASSWORD_REQUIRED: -20405,
  NEW_PASSWORD_REQUIRED: -20406,
  PASSWORD_MISMATCH: -20407,
  PASSWORD_SAME: -20408,
  OLD_PASSWORD_WRONG: -20409,
  PAY_PASSWORD_INVALID: -20410,
  UPLOAD_TYPE: -20411,
  UPLOAD_SIZE: -20412,
  HEADIMG_NOT_OWN: -20413,
  NO_MOBILE: -20414,
  BIRTHDAY_FUTURE: -20415,
  NICKNAME_TOO_LONG: -20416,
  REALNAME_TOO_LONG: -20417,
  UPLOAD_EMPTY: -20418,
  UPLOAD_PIXELS: -20419,
})

/** Every code the member service throws (the other modules import this one). */
export const MemberError = { ...MemberAuthError, ...ProfileError } as const

addMessages({
  'zh-cn': {
    member: '会员',
    mobile_required: '请输入手机号',
    mobile_invalid: '请输入正确的手机号',
    mobile_registered: '该手机号已注册，请直接登录',
    password_required: '请输入密码',
    password_too_short: '密码长度不能小于6位',
    login_failed: '账号或密码错误',
    member_disabled: '该账号已被禁用',
    update_success: '修改成功',
    nickname_empty: '昵称不能为空',
    nickname_same: '新昵称与原昵称一致，无需修改',
    nickname_too_long: '昵称不能超过30个字符',
    realname_too_long: '真实姓名不能超过30个字符',
    birthday_future: '生日不能晚于今天',
    old_password_required: '请输入原密码',
    new_password_required: '请输入新密码',
    password_mismatch: '两次密码不一致',
    password_same: '新密码不能与原密码相同',
    old_password_wrong: '原密码错误',
    pay_password_invalid: '支付密码为6位数字',
    no_mobile: '请先绑定手机号',
    mobile_same: '新手机号与原手机号一致，无需修改',
    mobile_taken: '该手机号已被其他账号使用',
    mobile_unknown: '该手机号未注册',
    upload_type: '只能上传JPG、PNG、GIF或WebP格式的图片',
    upload_size: '图片大小不能超过2MB',
    upload_empty: '请选择要上传的图片',
    upload_pixels: '图片尺寸过大，最多 {wan} 万像素',
    headimg_not_own: '头像只能使用自己上传的图片',
  },
  'en-us': {
    member: 'Member',
    mobile_required: 'Please enter the mobile number',
    mobile_invalid: 'Please enter a valid mobile number',
    mobile_registered: 'This mobile number is already registered, please log in',
    password_required: 'Please enter the password',
    password_too_short: 'The password cannot be shorter than 6 characters',
    login_failed: 'Wrong account or password',
    member_disabled: 'This account has been disabled',
    update_success: 'Update success',
    nickname_empty: 'Nickname cannot be empty',
    nickname_same: 'The new nickname is the same as the old one, no change needed',
    nickname_too_long: 'The nickname cannot be longer than 30 characters',
    realname_too_long: 'The real name cannot be longer than 30 characters',
    birthday_future: 'The birthday cannot be later than today',
    old_password_required: 'Please enter the old password',
    new_password_required: 'Please enter the new password',
    password_mismatch: 'The two passwords do not match',
    password_same: 'The new password cannot be the same as the old one',
    old_password_wrong: 'The old password is wrong',
    pay_password_invalid: 'The pay password must be 6 digits',
    no_mobile: 'Please bind a mobile number first',
    mobile_same: 'The new mobile number is the same as the old one, no change needed',
    mobile_taken: 'This mobile number is used by another account',
    mobile_unknown: 'This mobile number is not registered',
    upload_type: 'Only JPG, PNG, GIF or WebP images can be uploaded',
    upload_size: 'The image cannot be larger than 2 MB',
    upload_empty: 'Please choose an image to upload',
    upload_pixels: 'The image is too large: at most {megapixels} megapixels',
    headimg_not_own: 'The head image must be one you uploaded',
  },
})
