export interface PrivacyCapability {
  /** whether the platform wants the user's consent before privacy-related APIs */
  needsAuthorization(): Promise<boolean>
  onNeedAuthorization(handler: (resolve: (agreed: boolean) => void) => void): void
}
