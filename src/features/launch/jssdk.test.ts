import { configInit } from '@/services/api/contract.gen'
import { jssdkSigner } from './jssdk'

jest.mock('@/services/api/contract.gen', () => ({ configInit: jest.fn() }))

const signed = (signature: string) => ({ wechat_jssdkconfig: { appId: 'wxmp', timestamp: 1, nonceStr: 'n', signature } }) as any

describe('the JSSDK signer', () => {
  it('the landing address takes the launch answer; another address or a fresh signature asks /api/config/init', async () => {
    const ask = configInit as unknown as jest.Mock
    ask.mockResolvedValue(signed('asked'))
    const sign = jssdkSigner('https://m.example/h5/?code=1#x', Promise.resolve(signed('launch')))
    await expect(sign('https://m.example/h5/?code=1', false)).resolves.toMatchObject({ signature: 'launch' })
    expect(ask).not.toHaveBeenCalled()
    await expect(sign('https://m.example/h5/?code=1', true)).resolves.toMatchObject({ signature: 'asked' })
    await expect(sign('https://m.example/h5/pages/goods/detail/detail?goods_id=1', false)).resolves.toMatchObject({ signature: 'asked' })
    expect(ask).toHaveBeenLastCalledWith({ url: 'https://m.example/h5/pages/goods/detail/detail?goods_id=1' }, { silent: true })
    ask.mockResolvedValue({ wechat_jssdkconfig: null })
    await expect(sign('https://m.example/h5/other', false)).resolves.toBeNull()
  })
})
