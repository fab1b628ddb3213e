import { notYetSupported } from '../unsupported'
import type { LoginCapability } from './types'

// third-party login arrives with the login issue
export const platformLogin: LoginCapability = {
  login: async () => notYetSupported('login', 'h5'),
}
