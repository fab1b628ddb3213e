// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** Registration and login settings: types, password length, third-party login */
export const authRegisterConfig = /*#__PURE__*/ endpoint<T.AuthRegisterConfigInput, T.AuthRegisterConfigData>("GET", "/api/register/config")

/** Sends a registration code; answers alike for members (their text says to log in instead) */
export const authRegisterMobileCode = /*#__PURE__*/ endpoint<T.AuthRegisterMobileCodeInput, T.AuthRegisterMobileCodeData>("POST", "/api/register/mobileCode")

/** Registers with a mobile and its code, and logs in */
export const authRegisterByMobile = /*#__PURE__*/ endpoint<T.AuthRegisterByMobileInput, T.AuthRegisterByMobileData>("POST", "/api/register/mobile")

/** Registers with a mobile and a password, and logs in */
export const authRegisterByPassword = /*#__PURE__*/ endpoint<T.AuthRegisterByPasswordInput, T.AuthRegisterByPasswordData>("POST", "/api/register/register")

/** Sends a login code (an unknown mobile is registered by login/mobile) */
export const authLoginMobileCode = /*#__PURE__*/ endpoint<T.AuthLoginMobileCodeInput, T.AuthLoginMobileCodeData>("POST", "/api/login/mobileCode")

/** Logs in with a mobile and its code; an unknown mobile is registered (is_register 1) */
export const authLoginByMobile = /*#__PURE__*/ endpoint<T.AuthLoginByMobileInput, T.AuthLoginByMobileData>("POST", "/api/login/mobile")

/** Logs in with a mobile and a password; repeated wrong tries need a captcha and are answered late, never locked */
export const authLoginByPassword = /*#__PURE__*/ endpoint<T.AuthLoginByPasswordInput, T.AuthLoginByPasswordData>("POST", "/api/login/login")

/** Ends the session: the token is refused from now on (member) */
export const authLogout = /*#__PURE__*/ endpoint<T.AuthLogoutInput, T.AuthLogoutData>("POST", "/api/login/logout")

/** Sends a recovery code; answers alike for unknown mobiles (their text says there is no account) */
export const authFindPasswordCode = /*#__PURE__*/ endpoint<T.AuthFindPasswordCodeInput, T.AuthFindPasswordCodeData>("POST", "/api/findpassword/mobileCode")

/** Sets a new password with a recovery code; every earlier session ends */
export const authFindPassword = /*#__PURE__*/ endpoint<T.AuthFindPasswordInput, T.AuthFindPasswordData>("POST", "/api/findpassword/find")

/** Logs in the member bound to a platform identity (auth_tag); -10016 when none is (or third-party login is off) */
export const authPlatformLogin = /*#__PURE__*/ endpoint<T.AuthPlatformLoginInput, T.AuthPlatformLoginData>("POST", "/api/login/auth")

/** Logs in the member bound to a platform identity; an empty token when none is (never registers) */
export const authPlatformOnlyLogin = /*#__PURE__*/ endpoint<T.AuthPlatformOnlyLoginInput, T.AuthPlatformOnlyLoginData>("POST", "/api/login/authonlylogin")

/** Logs in the bound member, or registers one without a mobile for the identity (not when bind_mobile is on) */
export const authPlatformRegister = /*#__PURE__*/ endpoint<T.AuthPlatformRegisterInput, T.AuthPlatformRegisterData>("POST", "/api/login/authRegister")

/** Sends a code for binding a mobile: the complete-info popup, or the forced binding of a logged-in member */
export const authBindMobileCode = /*#__PURE__*/ endpoint<T.AuthBindMobileCodeInput, T.AuthBindMobileCodeData>("POST", "/api/tripartite/mobileCode")

/** Binds a proven mobile: to the identity's member (registering one when needed), or to the logged-in member */
export const authBindMobile = /*#__PURE__*/ endpoint<T.AuthBindMobileInput, T.AuthBindMobileData>("POST", "/api/tripartite/mobile")

/** The mini-program user's mobile from WeChat (button code, or iv + encryptedData), with a mobile_tag for mobileauth */
export const authGetPhoneNumber = /*#__PURE__*/ endpoint<T.AuthGetPhoneNumberInput, T.AuthGetPhoneNumberData>("POST", "/api/tripartite/getPhoneNumber")

/** Binds the mobile the platform vouched for (mobile_tag) to the identity, registering a member when needed */
export const authMobileAuth = /*#__PURE__*/ endpoint<T.AuthMobileAuthInput, T.AuthMobileAuthData>("POST", "/api/tripartite/mobileauth")
