export type SubscribeAnswer = Record<string, 'accept' | 'reject' | 'ban' | 'filter'>

export interface SubscribeCapability {
  /** must be called from a tap or a payment callback (WeChat rule) */
  request(templateIds: string[]): Promise<SubscribeAnswer>
}
