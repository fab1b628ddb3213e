import Taro from '@tarojs/taro'
import { ApiError, request, requestEnvelope } from './request'
import { chooseAndUpload, upload } from './upload'
import { useAppStore } from '@/store/app'

type Call = { url: string; method: string; data: Record<string, unknown>; timeout?: number; header?: Record<string, string> }

const requestSpy = jest.spyOn(Taro, 'request')
const modalSpy = jest.spyOn(Taro, 'showModal')
const uploadSpy = jest.spyOn(Taro, 'uploadFile')
const chooseSpy = jest.spyOn(Taro, 'chooseImage')
jest.spyOn(Taro, 'showLoading').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as any)
jest.spyOn(Taro, 'hideLoading').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as any)

function answer(body: unknown, statusCode = 200) {
  requestSpy.mockImplementationOnce((() => Promise.resolve({ statusCode, data: body, header: {}, errMsg: 'request:ok' })) as any)
}
const lastCall = (): Call => requestSpy.mock.calls[requestSpy.mock.calls.length - 1][0] as unknown as Call
const toastText = () => document.querySelector('.mall-toast')?.textContent ?? ''
const toastShown = () => (document.querySelector('.mall-toast') as HTMLElement | null)?.style.display === 'block'

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
}

beforeEach(() => {
  jest.useFakeTimers()
  requestSpy.mockReset()
  modalSpy.mockReset().mockImplementation((() => Promise.resolve({ confirm: true, cancel: false })) as any)
  uploadSpy.mockReset()
  chooseSpy.mockReset()
  document.querySelector('.mall-toast')?.remove()
  localStorage.clear()
  useAppStore.setState({ token: '', websiteId: null })
  setOnline(true)
})
afterEach(() => {
  jest.runOnlyPendingTimers()
  jest.useRealTimers()
})

describe('request', () => {
  it('GET without payload, with the common fields, and resolves data', async () => {
    answer({ code: 0, message: 'ok', data: 3 })
    await expect(request('/api/cart/count')).resolves.toBe(3)
    const call = lastCall()
    expect(call.method).toBe('GET')
    expect(call.url).toBe('/api/cart/count')
    expect(call.timeout).toBe(60000)
    expect(call.data).toEqual({ app_type: 'h5', app_type_name: 'H5', lang: 'zh-cn' })
  })

  it('POST with payload, adding website_id and the token header once stored', async () => {
    useAppStore.getState().setToken('tk1')
    useAppStore.setState({ websiteId: 7 })
    answer({ code: 0, message: 'ok', data: { id: 1 } })
    await request('/api/goodssku/detail', { goods_id: 5 })
    const call = lastCall()
    expect(call.method).toBe('POST')
    expect(call.data).toEqual({ goods_id: 5, app_type: 'h5', app_type_name: 'H5', lang: 'zh-cn', website_id: 7 })
    expect(call.header).toEqual({ 'content-type': 'application/json', token: 'tk1' })
  })

  it('GET sends the token in the header, never in the query fields', async () => {
    useAppStore.getState().setToken('tk2')
    answer({ code: 0, message: 'ok', data: {} })
    await request('/api/member/info')
    const call = lastCall()
    expect(call.method).toBe('GET')
    expect(call.data).not.toHaveProperty('token')
    expect(call.header?.token).toBe('tk2')
  })

  it('sends no token header without a token', async () => {
    answer({ code: 0, message: 'ok', data: {} })
    await request('/api/member/info')
    expect(lastCall().header).toEqual({ 'content-type': 'application/json' })
  })

  it('lets the caller force the method', async () => {
    answer({ code: 0, message: 'ok', data: null })
    await request('/api/member/info', undefined, { method: 'POST' })
    expect(lastCall().method).toBe('POST')
  })

  it('treats any code >= 0 as success and gives the envelope on request', async () => {
    answer({ code: 5, message: 'fine', data: 'x' })
    await expect(requestEnvelope('/api/a')).resolves.toEqual({ code: 5, message: 'fine', data: 'x' })
  })

  it('-10009 and -10010 drop the stored token and reject with ApiError', async () => {
    for (const code of [-10009, -10010]) {
      useAppStore.getState().setToken('old')
      useAppStore.getState().setCartCount(4)
      answer({ code, message: 'token invalid', data: null })
      const err: any = await request('/api/member/info').catch((e) => e)
      expect(err).toBeInstanceOf(ApiError)
      expect(err.code).toBe(code)
      expect(useAppStore.getState().token).toBe('')
      expect(useAppStore.getState().cartCount).toBe(0)
      expect(localStorage.getItem('token')).toBeNull()
    }
  })

  it('a refreshtoken replaces the stored token', async () => {
    useAppStore.getState().setToken('old')
    answer({ code: 0, message: 'ok', data: 1, refreshtoken: 'new-token' })
    await request('/api/cart/count')
    expect(useAppStore.getState().token).toBe('new-token')
    expect(Taro.getStorageSync('token')).toBe('new-token')
    answer({ code: 0, message: 'ok', data: 1 })
    await request('/api/cart/count')
    expect(lastCall().header?.token).toBe('new-token')
  })

  it('other failures toast the server message at the bottom for 1500 ms, unless silent', async () => {
    answer({ code: -10004, message: '商品不存在', data: null }, 200)
    const err: any = await request('/api/goodssku/detail', { goods_id: 1 }).catch((e) => e)
    expect(err).toMatchObject({ code: -10004, message: '商品不存在' })
    expect(toastText()).toBe('商品不存在')
    expect(toastShown()).toBe(true)
    expect((document.querySelector('.mall-toast') as HTMLElement).style.bottom).not.toBe('')
    jest.advanceTimersByTime(1499)
    expect(toastShown()).toBe(true)
    jest.advanceTimersByTime(1)
    expect(toastShown()).toBe(false)

    answer({ code: -1, message: 'silent failure', data: null })
    await expect(request('/api/x', { a: 1 }, { silent: true })).rejects.toMatchObject({ code: -1 })
    expect(toastShown()).toBe(false)
  })

  it('reads envelopes of HTTP errors too (404 / 500 carry one)', async () => {
    answer({ code: -10004, message: 'not found', data: null }, 404)
    await expect(request('/api/nope')).rejects.toMatchObject({ code: -10004 })
  })

  it('a failed call while online toasts request:fail', async () => {
    requestSpy.mockImplementationOnce((() => Promise.reject({ errMsg: 'request:fail timeout' })) as any)
    const err: any = await request('/api/a').catch((e) => e)
    expect(err).toBeInstanceOf(ApiError)
    expect(err.message).toBe('request:fail')
    expect(toastText()).toBe('request:fail')
    expect(modalSpy).not.toHaveBeenCalled()
  })

  it('a lost network shows the modal 网络失去链接 / 请检查网络链接, once for concurrent calls', async () => {
    setOnline(false)
    requestSpy.mockImplementation((() => Promise.reject({ errMsg: 'request:fail' })) as any)
    let release: (v: unknown) => void = () => undefined
    modalSpy.mockImplementation((() => new Promise((r) => (release = r))) as any)
    await Promise.all([request('/api/a').catch(() => 0), request('/api/b').catch(() => 0)])
    await Promise.resolve()
    expect(modalSpy).toHaveBeenCalledTimes(1)
    expect(modalSpy.mock.calls[0][0]).toMatchObject({ title: '网络失去链接', content: '请检查网络链接', showCancel: false })
    expect(toastShown()).toBe(false)
    release({ confirm: true })
  })

  it('an unreadable answer is a failure, not a success', async () => {
    answer('<html>bad gateway</html>', 502)
    await expect(request('/api/a')).rejects.toMatchObject({ code: -1, message: 'request:fail' })
  })
})

describe('upload', () => {
  it('sends the file with app_type and app_type_name, the token in the header, and resolves the picture', async () => {
    useAppStore.getState().setToken('tk')
    uploadSpy.mockImplementationOnce((() =>
      Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: 0, message: '', data: { pic_path: 'upload/a.png', pic_name: 'a.png' } }) })) as any)
    await expect(upload('blob:1', 'headimg')).resolves.toEqual({ pic_path: 'upload/a.png', pic_name: 'a.png' })
    const opts = uploadSpy.mock.calls[0][0] as any
    expect(opts.url).toBe('/api/upload/headimg')
    expect(opts.name).toBe('file')
    expect(opts.formData).toMatchObject({ app_type: 'h5', app_type_name: 'H5' })
    expect(opts.formData).not.toHaveProperty('token')
    expect(opts.header).toEqual({ token: 'tk' })
    expect((Taro.showLoading as jest.Mock).mock.calls.at(-1)[0]).toMatchObject({ title: '上传中...' })
  })

  it('a negative code rejects with "error" after toasting the message', async () => {
    uploadSpy.mockImplementationOnce((() => Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: -1, message: '图片过大', data: null }) })) as any)
    await expect(upload('blob:1', '/api/upload/goods')).rejects.toBe('error')
    expect(toastText()).toBe('图片过大')
  })

  it('a transport failure rejects with "error" and the 上传失败 text', async () => {
    uploadSpy.mockImplementationOnce((() => Promise.reject({ errMsg: 'uploadFile:fail' })) as any)
    await expect(upload('blob:1', 'headimg')).rejects.toBe('error')
    expect(toastText()).toBe('上传失败')
  })

  it('chooses compressed images from album or camera and uploads them one by one', async () => {
    chooseSpy.mockImplementationOnce((() => Promise.resolve({ tempFilePaths: ['a', 'b'], tempFiles: [] })) as any)
    const order: string[] = []
    uploadSpy.mockImplementation(((o: any) => {
      order.push(o.filePath)
      return Promise.resolve({ statusCode: 200, data: JSON.stringify({ code: 0, message: '', data: { pic_path: `p/${o.filePath}`, pic_name: o.filePath } }) })
    }) as any)
    const res = await chooseAndUpload('evaluate', 3)
    expect(chooseSpy.mock.calls[0][0]).toMatchObject({ count: 3, sizeType: ['compressed'], sourceType: ['album', 'camera'] })
    expect(order).toEqual(['a', 'b'])
    expect(res.map((r) => r.pic_path)).toEqual(['p/a', 'p/b'])
  })
})
