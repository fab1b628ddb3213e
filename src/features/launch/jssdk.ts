import { configInit, type LaunchConfig } from '@/services/api/contract.gen'
import type { JssdkSigner } from '@/platform/wxjssdk'

/**
 * The WeChat JSSDK's signatures come from /api/config/init {url} (wechat_jssdkconfig). The launch's
 * own answer signs the landing address; any other address (Android after a route change) or a
 * refused signature asks the server again.
 */
export function jssdkSigner(launchUrl: string, launchAnswer: Promise<LaunchConfig>): JssdkSigner {
  const launchPage = launchUrl.split('#')[0]
  return async (url, fresh) => {
    const answer = !fresh && url === launchPage ? launchAnswer : configInit({ url }, { silent: true })
    return (await answer).wechat_jssdkconfig ?? null
  }
}
