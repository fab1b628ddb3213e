import Taro from '@tarojs/taro'
import { toast } from '@/services/toast'

/** Copies a text with the spec's confirmation (复制成功) instead of the platform's own wording. */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await Taro.setClipboardData({ data: text })
    await Promise.resolve(Taro.hideToast()).catch(() => undefined)
    toast(done)
  } catch {
    // the platform refused (no clipboard permission): nothing was copied, nothing to say
  }
}
