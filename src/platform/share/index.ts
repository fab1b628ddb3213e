import { notYetSupported } from '../unsupported'

/** Spec section 3: share data. */
export interface ShareData {
  title: string
  desc: string
  link: string
  imgUrl: string
}

export interface ShareCapability {
  setShareData(data: ShareData): Promise<void>
}

export const share: ShareCapability = {
  setShareData: async () => notYetSupported('share'),
}
