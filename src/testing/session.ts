/** The common session fixtures: a member as /api/member/info answers it, signed in or out in the stores. */
import { act } from '@testing-library/react'
import type { MemberInfo } from '@/services/api/contract.gen'

type AppStore = typeof import('@/store/app')
type MemberStore = typeof import('@/features/member/store')
/** Read when called: a test that mocks the app store (and signs no one in) loads the kit without the stores. */
function stores() {
  const { useAppStore } = require('@/store/app') as AppStore
  const { useMemberStore } = require('@/features/member/store') as MemberStore
  return { useAppStore, useMemberStore }
}

/** A complete member; `over` names what the test is about. */
export function memberInfo(over: Partial<MemberInfo> = {}): MemberInfo {
  return {
    member_id: 7, nickname: '小明', headimg: '', mobile: '13800138000', realname: '', sex: 0, birthday: 0, point: 0, balance: 0,
    balance_money: 0, growth: 0, member_level: 0, source_member: 0, source_member_info: null, is_set_password: 1,
    is_set_pay_password: 0, reg_time: 1700000000, last_login_time: 1700000000, status: 1, ...over,
  }
}

/** A logged-in member in the stores (no call made); null info: the token alone, the member not loaded yet. */
export function signIn(info: Partial<MemberInfo> | null = null, token = 'tk-member') {
  const { useAppStore, useMemberStore } = stores()
  act(() => {
    useAppStore.setState({ token })
    useMemberStore.setState({ info: info && memberInfo(info), pendingRegisterReward: false })
  })
}

export function signOut() {
  const { useAppStore, useMemberStore } = stores()
  act(() => {
    useAppStore.setState({ token: '' })
    useMemberStore.setState({ info: null, pendingRegisterReward: false })
  })
}
