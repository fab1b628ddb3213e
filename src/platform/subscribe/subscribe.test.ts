import Taro from '@tarojs/taro'
import { subscribeAnswer, subscribeMessages as weapp } from './subscribe.weapp'
import { subscribeMessages as h5 } from './subscribe.h5'

describe('subscription messages', () => {
  it('weapp asks with tmplIds and keeps only the decisions on the asked ids', async () => {
    const taro = Taro as any
    const before = taro.requestSubscribeMessage
    taro.requestSubscribeMessage = jest.fn(() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', T1: 'accept', T2: 'reject', T9: 'accept' }))
    await expect(weapp.request(['T1', 'T2', ''])).resolves.toEqual({ T1: 'accept', T2: 'reject' })
    expect(taro.requestSubscribeMessage).toHaveBeenCalledWith({ tmplIds: ['T1', 'T2'], entityIds: [] })
    taro.requestSubscribeMessage.mockClear()
    await expect(weapp.request([])).resolves.toEqual({})
    expect(taro.requestSubscribeMessage).not.toHaveBeenCalled()
    taro.requestSubscribeMessage = before
    expect(subscribeAnswer(undefined, ['A'])).toEqual({})
    expect(subscribeAnswer({ A: 'maybe' }, ['A'])).toEqual({})
    expect(weapp.supported).toBe(true)
  })

  it('H5 has no subscription messages', async () => {
    expect(h5.supported).toBe(false)
    await expect(h5.request(['T1'])).resolves.toEqual({})
  })
})
