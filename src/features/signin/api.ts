import { signinAward, signinGetSignStatus, signinSignin } from '@/services/api/contract.gen'

export type { SigninAward, SigninResult, SigninStatus } from '@/services/api/contract.gen'

export const fetchSignStatus = (month?: string) => signinGetSignStatus(month ? { month } : {})
export const fetchSignAward = () => signinAward()
/** quiet: the page says "already signed in" itself from the refusal */
export const signIn = () => signinSignin()
