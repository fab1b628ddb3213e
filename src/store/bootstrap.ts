import { launchUrl } from '@/platform/env'
import { request } from '@/services/request'
import { useAppStore, type LaunchConfig } from './app'

/**
 * The launch sequence (spec sections 3 and 4): keep the share parameters and the landing URL, then
 * POST /api/config/init with the URL and put theme, add-on flags, default images, bottom navigation
 * and cart counts into the store. Failing is survivable: the stored bar and defaults stay in use.
 */
export async function bootstrapApp(options: { path?: string; query?: Record<string, string> } = {}): Promise<boolean> {
  const store = useAppStore.getState()
  const url = launchUrl(options.path)
  store.captureLaunchQuery(options.query ?? {}, url)
  try {
    const config = await request<LaunchConfig>('/api/config/init', { url }, { silent: true })
    useAppStore.getState().applyLaunchConfig(config)
    return true
  } catch {
    return false
  }
}
