import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints } from '../../contract/endpoint.js'
import { SigninError } from './signin.messages.js'

export const SigninRule = Type.Object({
  days: Type.Integer({ description: 'the N-th day in a row' }),
  point: Type.Integer({ minimum: 0 }),
  growth: Type.Integer({ minimum: 0 }),
}, { title: 'SigninRule' })

export const SigninAward = Type.Object({
  is_use: Type.Integer({ description: '1 when the add-on and the operator\'s setting are on' }),
  point: Type.Integer({ minimum: 0, description: 'points every sign-in' }),
  growth: Type.Integer({ minimum: 0, description: 'growth every sign-in' }),
  continuous: Type.Array(SigninRule, { description: 'extra on reaching a run of days; after the longest, the run starts over' }),
}, { title: 'SigninAward' })
export type SigninAward = Static<typeof SigninAward>

const Month = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM (the mall\'s calendar); this month by default' })

export const SigninStatus = Type.Object({
  is_use: Type.Integer(),
  today: Type.String({ description: 'YYYY-MM-DD in the mall\'s time zone (China time)' }),
  is_sign: Type.Integer({ description: '1: signed in today' }),
  continuous_days: Type.Integer({ minimum: 0, description: 'the current run (0 when yesterday was missed and today not signed)' }),
  month: Type.String(),
  sign_dates: Type.Array(Type.String(), { description: 'the days of the month signed in' }),
}, { title: 'SigninStatus' })
export type SigninStatus = Static<typeof SigninStatus>

export const SigninResult = Type.Object({
  continuous_days: Type.Integer(),
  point: Type.Integer({ minimum: 0 }),
  growth: Type.Integer({ minimum: 0 }),
}, { title: 'SigninResult' })
export type SigninResult = Static<typeof SigninResult>

const E = SigninError
export const signinApi = defineEndpoints('signin', {
  getSignStatus: {
    method: ['GET', 'POST'], path: '/api/membersignin/getSignStatus', auth: 'member',
    summary: "The caller's sign-in today, the current run and the month's calendar",
    input: Type.Object({ month: Type.Optional(Month) }), response: SigninStatus,
  },
  signin: {
    method: 'POST', path: '/api/membersignin/signin', auth: 'member',
    summary: 'Sign in for today: the daily reward plus a run bonus, credited once',
    description: `Once per day of the mall's calendar (China time): two taps at once give one sign-in. ${E.SIGNIN_DONE_TODAY} when done; ${E.SIGNIN_CLOSED} when off.`,
    response: SigninResult, errors: [E.SIGNIN_CLOSED, E.SIGNIN_DONE_TODAY],
  },
  award: {
    method: ['GET', 'POST'], path: '/api/membersignin/award', summary: 'The sign-in rewards the operator set (website_config membersignin_config)',
    response: SigninAward,
  },
})
