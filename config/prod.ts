import type { UserConfigExport } from '@tarojs/cli'

export default {
  mini: {},
  h5: {
    // the whole app is small; one vendor split keeps the first load to a few requests
    enableExtract: true,
  },
} satisfies UserConfigExport<'webpack5'>
