/** The id the agree button carries: WeChat checks that this very button was tapped before 'agree'. */
export const PRIVACY_AGREE_BUTTON_ID = 'privacy-agree-btn'

export interface PrivacyCapability {
  /** whether the platform wants the user's consent before privacy-related APIs (false where it never does) */
  needsAuthorization(): Promise<boolean>
  /**
   * Called when a privacy-related API waits for consent; the handler shows the popup and later calls
   * `resolve(true)` after the agree button, `resolve(false)` after disagreeing (the waiting API then fails).
   * A no-op on platforms without such a requirement.
   */
  onNeedAuthorization(handler: (resolve: (agreed: boolean) => void) => void): void
  /**
   * How the agree button reports consent: 'openType' (a Button with open-type agreePrivacyAuthorization,
   * whose onAgreePrivacyAuthorization event counts) or 'tap' (a plain tap).
   */
  agreeBy: 'openType' | 'tap'
  /** opens the platform's page of the privacy terms; absent where there is none */
  openContract?(): void
}
