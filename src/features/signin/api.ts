import { membersigninAward, membersigninGetSignStatus, membersigninSignin } from '@/services/api/contract.gen'

export type { SigninAward, SigninResult, SigninStatus } from '@/services/api/contract.gen'

export const fetchSignStatus = (month?: string) => membersigninGetSignStatus(month ? { month } : {})
export const fetchSignAward = () => membersigninAward()
/** quiet: the page says "already signed in" itself from the refusal */
export const signIn = () => membersigninSignin()
