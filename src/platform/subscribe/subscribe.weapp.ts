import Taro from '@tarojs/taro'
import type { SubscribeAnswer, SubscribeCapability } from './types'

const STATES = new Set(['accept', 'reject', 'ban', 'filter'])

/** wx.requestSubscribeMessage answers {errMsg, [tmplId]: 'accept' | 'reject' | 'ban' | 'filter'}. */
export function subscribeAnswer(res: Record<string, unknown> | undefined, ids: string[]): SubscribeAnswer {
  const out: SubscribeAnswer = {}
  for (const id of ids) {
    const v = res?.[id]
    if (typeof v === 'string' && STATES.has(v)) out[id] = v as SubscribeAnswer[string]
  }
  return out
}

export const subscribeMessages: SubscribeCapability = {
  supported: true,
  async request(templateIds) {
    const ids = templateIds.filter(Boolean)
    if (!ids.length) return {}
    const res = await Taro.requestSubscribeMessage({ tmplIds: ids, entityIds: [] })
    return subscribeAnswer({ ...res }, ids)
  },
}
