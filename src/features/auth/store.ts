import { create } from 'zustand'

/**
 * Which login popup is open (spec section 4) and the platform identity it works for:
 * - completeInfo: -10016 with third_party and bind_mobile on: mobile + codes bind the identity
 * - authNickname: -10016 otherwise: a nickname, then /api/login/authRegister
 * - bindMobile: a logged-in member without a mobile while third_party and bind_mobile are on
 * The privacy popup is separate: it can open over any of them.
 */
export type AuthPopup = 'none' | 'completeInfo' | 'authNickname' | 'bindMobile'

export interface PendingIdentity {
  /** the server-signed proof of the platform identity (30 minutes) */
  authTag: string
  nickname?: string
  headimg?: string
}

export interface AuthState {
  popup: AuthPopup
  identity: PendingIdentity | null
  privacyOpen: boolean
  /** answers the platform's waiting privacy call; null when the popup was opened by the launch check */
  privacyResolve: ((agreed: boolean) => void) | null
  open(popup: Exclude<AuthPopup, 'none'>, identity?: PendingIdentity | null): void
  close(): void
  openPrivacy(resolve?: (agreed: boolean) => void): void
  /** closes the privacy popup and answers the waiting call */
  answerPrivacy(agreed: boolean): void
}

export const useAuthStore = create<AuthState>((set, get) => ({
  popup: 'none',
  identity: null,
  privacyOpen: false,
  privacyResolve: null,
  open(popup, identity) {
    set({ popup, identity: identity === undefined ? get().identity : identity })
  },
  close() {
    set({ popup: 'none' })
  },
  openPrivacy(resolve) {
    // a second waiting call while the popup is open shares the user's one answer
    const previous = get().privacyResolve
    const combined =
      previous && resolve
        ? (agreed: boolean) => {
            previous(agreed)
            resolve(agreed)
          }
        : (resolve ?? previous)
    set({ privacyOpen: true, privacyResolve: combined })
  },
  answerPrivacy(agreed) {
    const resolve = get().privacyResolve
    set({ privacyOpen: false, privacyResolve: null })
    resolve?.(agreed)
  },
}))
