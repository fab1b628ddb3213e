/** Sizes of the custom navigation bar, in px. */
export interface NavMetrics {
  statusBarHeight: number
  navBarHeight: number
  /** room to leave on the right for the platform's capsule menu */
  menuButtonWidth: number
}
