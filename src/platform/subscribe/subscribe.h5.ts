import type { SubscribeCapability } from './types'

// the server's template ids are WeChat mini-program templates: nothing to ask for here
export const subscribeMessages: SubscribeCapability = {
  supported: false,
  request: async () => ({}),
}
