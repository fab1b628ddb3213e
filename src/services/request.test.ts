import Taro from '@tarojs/taro'
import { useAppStore } from '@/store/app'
import { ApiError, request, requestEnvelope } from './request'

jest.mock('@/platform/toast', () => ({ showToast: jest.fn() }))
const { showToast } = jest.requireMock('@/platform/toast') as { showToast: jest.Mock }

let requestSpy: jest.SpyInstance
let modalSpy: jest.SpyInstance
const answer = (data: unknown) => requestSpy.mockResolvedValueOnce({ statusCode: 200, data, header: {} } as any)

beforeEach(() => {
  requestSpy = jest.spyOn(Taro, 'request')
  modalSpy = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
  showToast.mockClear()
  useAppStore.setState({ token: '', websiteId: null })
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
})
afterEach(() => jest.restoreAllMocks())

test('POST with a payload carries the common fields in the body', async () => {
  useAppStore.setState({ token: 'tk', websiteId: 3 })
  answer({ code: 0, message: 'ok', data: { a: 1 } })
  await expect(request('/api/config/init', { url: '/h5/' })).resolves.toEqual({ a: 1 })
  const opts = requestSpy.mock.calls[0][0]
  expect(opts.method).toBe('POST')
  expect(opts.timeout).toBe(60000)
  expect(opts.data).toEqual({ url: '/h5/', app_type: 'h5', app_type_name: 'H5', lang: 'zh-cn', token: 'tk', website_id: 3 })
})

test('no payload means GET, and no token or website_id when none is stored', async () => {
  answer({ code: 0, message: 'ok', data: 7 })
  await expect(request('/api/cart/count')).resolves.toBe(7)
  const opts = requestSpy.mock.calls[0][0]
  expect(opts.method).toBe('GET')
  expect(opts.data).toEqual({ app_type: 'h5', app_type_name: 'H5', lang: 'zh-cn' })
})

test('a refresh token replaces the stored one', async () => {
  useAppStore.setState({ token: 'old' })
  answer({ code: 0, message: 'ok', data: null, refreshtoken: 'new' })
  await requestEnvelope('/api/member/info')
  expect(useAppStore.getState().token).toBe('new')
})

test.each([-10009, -10010])('code %i drops the token and toasts the message', async (code) => {
  useAppStore.setState({ token: 'tk' })
  answer({ code, message: '登录已失效', data: null })
  await expect(request('/api/member/info')).rejects.toEqual(new ApiError(code, '登录已失效'))
  expect(useAppStore.getState().token).toBe('')
  expect(showToast).toHaveBeenCalledWith('登录已失效', { duration: 1500, icon: 'none' })
})

test('other failures toast the server message unless silent; code 0 and above succeed', async () => {
  useAppStore.setState({ token: 'tk' })
  answer({ code: -1, message: '库存不足', data: null })
  await expect(request('/api/x', {})).rejects.toMatchObject({ code: -1, message: '库存不足' })
  expect(showToast).toHaveBeenCalledTimes(1)
  expect(useAppStore.getState().token).toBe('tk')
  answer({ code: -1, message: 'quiet', data: null })
  await expect(request('/api/x', {}, { silent: true })).rejects.toMatchObject({ message: 'quiet' })
  expect(showToast).toHaveBeenCalledTimes(1)
  answer({ code: 10, message: 'ok', data: 'positive codes are success' })
  await expect(request('/api/x')).resolves.toBe('positive codes are success')
})

test('network loss shows the spec modal; other network failures toast request:fail', async () => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true })
  requestSpy.mockRejectedValueOnce({ errMsg: 'request:fail' })
  await expect(request('/api/x')).rejects.toMatchObject({ code: -1, message: 'request:fail' })
  expect(modalSpy).toHaveBeenCalledWith(expect.objectContaining({ title: '网络失去链接', content: '请检查网络链接', showCancel: false }))
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true })
  requestSpy.mockRejectedValueOnce({ errMsg: 'request:fail timeout' })
  await expect(request('/api/x')).rejects.toBeInstanceOf(ApiError)
  expect(showToast).toHaveBeenCalledWith('request:fail', expect.anything())
  expect(modalSpy).toHaveBeenCalledTimes(1)
})
