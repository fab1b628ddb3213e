export interface PayParams {
  /** what the server's payment creation answered for this platform */
  [key: string]: unknown
}

export type PayOutcome = 'success' | 'cancelled' | 'failed' | 'unknown'

export interface PaymentCapability {
  pay(params: PayParams): Promise<PayOutcome>
}
