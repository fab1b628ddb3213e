import Taro from '@tarojs/taro'
import { i18n } from '@/i18n'

/** The lost-network modal (spec section 8): 网络失去链接 / 请检查网络链接, one button. */
export function showLostNetwork() {
  return Taro.showModal({
    title: i18n.t('common:network.lostTitle'),
    content: i18n.t('common:network.lostContent'),
    showCancel: false,
    confirmText: i18n.t('common:confirm'),
  })
}
