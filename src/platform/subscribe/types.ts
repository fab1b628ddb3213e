export type SubscribeAnswer = Record<string, 'accept' | 'reject' | 'ban' | 'filter'>

export interface SubscribeCapability {
  /** the platform asks users for subscription messages (the WeChat mini-program) */
  supported: boolean
  /** must be called from a tap or a payment callback (WeChat rule); answers each id the user decided on */
  request(templateIds: string[]): Promise<SubscribeAnswer>
}

/** WeChat took at most 3 ids per call in older documents, 5 in newer: the default stays at 3. */
export const SUBSCRIBE_MAX_IDS = 3
