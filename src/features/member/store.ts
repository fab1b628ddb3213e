import { create } from 'zustand'
import { useAppStore } from '@/store/app'
import { fetchMemberInfo, type MemberInfo } from './api'

/**
 * The logged-in member, shared by the login flows (which fill it after a login) and the member
 * pages (which read and refresh it). `pendingRegisterReward` is set by a login answer with
 * is_register 1; the reward popup consumes it (spec section 4: after registration the reward popup opens).
 */
export interface MemberState {
  info: MemberInfo | null
  loading: boolean
  pendingRegisterReward: boolean
  /** GET /api/member/info with the stored token; null (and no token) when there is none or it was refused */
  refresh(): Promise<MemberInfo | null>
  setInfo(info: MemberInfo | null): void
  markRegistered(): void
  consumeRegisterReward(): boolean
  /** forgets the member (logout, refused token) */
  clear(): void
}

export const useMemberStore = create<MemberState>((set, get) => ({
  info: null,
  loading: false,
  pendingRegisterReward: false,
  async refresh() {
    if (!useAppStore.getState().token) {
      set({ info: null })
      return null
    }
    set({ loading: true })
    try {
      const info = await fetchMemberInfo()
      set({ info, loading: false })
      return info
    } catch {
      // the request layer already dropped a refused token (-10009 / -10010)
      set({ info: useAppStore.getState().token ? get().info : null, loading: false })
      return get().info
    }
  },
  setInfo(info) {
    set({ info })
  },
  markRegistered() {
    set({ pendingRegisterReward: true })
  },
  consumeRegisterReward() {
    const pending = get().pendingRegisterReward
    if (pending) set({ pendingRegisterReward: false })
    return pending
  },
  clear() {
    set({ info: null, pendingRegisterReward: false })
  },
}))

// a token dropped anywhere (logout, -10009 / -10010) forgets the member too
useAppStore.subscribe((state, prev) => {
  if (prev.token && !state.token) useMemberStore.getState().clear()
})
