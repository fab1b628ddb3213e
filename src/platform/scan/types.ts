export interface ScanCapability {
  /** Whether this environment has a camera scanner; without one the caller offers manual entry only. */
  canScan(): boolean
  /**
   * Scans a QR or bar code and resolves its text; null when the user cancelled, or when there is no
   * scanner here (enter the code by hand then). Rejects only on a real failure of the scanner.
   */
  scanCode(): Promise<string | null>
}
