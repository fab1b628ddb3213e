import Taro from '@tarojs/taro'
import { fakeApi, refuse, type CallData } from '@/testing'
import { payment } from '@/platform/payment'
import { subscribeMessages } from '@/platform/subscribe'
import { isPaid, loadTemplateIds, payThrough, pollPayStatus, resultUrl } from './flow'

const STATUS = 'payStatus'
const TMPL = 'wechatMessageTmplIds'
const PAY = 'payPay'
const waiting: CallData<'payStatus'> = { pay_status: 0, status: 'waiting', out_trade_no: 'T1', pay_money: 4980 }
const paid: CallData<'payStatus'> = { ...waiting, pay_status: 2, status: 'paid' }
const noWait = { intervalMs: 0, wait: () => Promise.resolve() }

afterEach(() => jest.restoreAllMocks())

describe('polling /api/pay/status', () => {
  it('stops at paid, or at closed, or after the tries', async () => {
    let n = 0
    const api = fakeApi({ [STATUS]: () => (++n >= 3 ? paid : waiting) })
    await expect(pollPayStatus('T1', { tries: 5, ...noWait })).resolves.toMatchObject({ pay_status: 2 })
    expect(api.to(STATUS)).toHaveLength(3)
    expect(api.to(STATUS)[0].data).toMatchObject({ out_trade_no: 'T1' })
    jest.restoreAllMocks()
    const api2 = fakeApi({ [STATUS]: { ...waiting, status: 'closed' } })
    await expect(pollPayStatus('T1', { tries: 5, ...noWait })).resolves.toMatchObject({ status: 'closed' })
    expect(api2.to(STATUS)).toHaveLength(1)
    jest.restoreAllMocks()
    const api3 = fakeApi({ [STATUS]: waiting })
    await expect(pollPayStatus('T1', { tries: 3, ...noWait })).resolves.toMatchObject({ pay_status: 0 })
    expect(api3.to(STATUS)).toHaveLength(3)
  })

  it('a failing status call is retried; nothing answered is null', async () => {
    fakeApi({ [STATUS]: refuse(-10004, 'not found') })
    await expect(pollPayStatus('T1', { tries: 2, ...noWait })).resolves.toBeNull()
    expect(isPaid(null)).toBe(false)
    expect(resultUrl('T 1')).toBe('/pages/pay/result/result?out_trade_no=T%201')
  })
})

describe('payThrough', () => {
  it('sends the client kind and the return address, hands the answer to the platform, then asks the server', async () => {
    const api = fakeApi({ [PAY]: { type: 'dev', data: { attempt_no: 'T101' }, pay_type: 'devpay', attempt_no: 'T101' }, [STATUS]: paid })
    const confirmDev = jest.fn(async () => 'success' as const)
    const run = await payThrough('T1', 'devpay', { confirmDev, poll: { tries: 1 } })
    expect(run).toEqual({ outcome: 'success', status: expect.objectContaining({ pay_status: 2 }) })
    expect(api.to(PAY)[0].data).toMatchObject({ out_trade_no: 'T1', pay_type: 'devpay', client_kind: 'h5' })
    expect(api.to(PAY)[0].data.return_url).toMatch(/\/pages\/pay\/browser\/browser\?out_trade_no=T1$/)
    expect(confirmDev).toHaveBeenCalledWith('T101')
  })

  it('a platform failure is final for the try (no status call); a cancel asks once', async () => {
    const api = fakeApi({ [PAY]: { type: 'jsapi', data: {}, pay_type: 'wechatpay', attempt_no: 'A' }, [STATUS]: waiting })
    await expect(payThrough('T1', 'wechatpay')).resolves.toEqual({ outcome: 'failed', status: null })
    expect(api.to(STATUS)).toHaveLength(0)
    jest.spyOn(payment, 'pay').mockResolvedValue('cancelled')
    await expect(payThrough('T1', 'wechatpay', { poll: { tries: 5, ...noWait } })).resolves.toMatchObject({ outcome: 'cancelled', status: { pay_status: 0 } })
    expect(api.to(STATUS)).toHaveLength(1)
  })

  it('never trusts Taro’s H5 payment stub', async () => {
    fakeApi({ [PAY]: { type: 'jsapi', data: { package: 'prepay_id=1', paySign: 's' }, pay_type: 'wechatpay', attempt_no: 'A' }, [STATUS]: waiting })
    const stub = jest.fn(() => Promise.resolve({ errMsg: 'requestPayment:ok' }))
    ;(Taro as any).requestPayment = stub
    await expect(payThrough('T1', 'wechatpay')).resolves.toMatchObject({ outcome: 'failed' })
    expect(stub).not.toHaveBeenCalled()
  })

  it('already paid (another channel, a gateway query) reads as success with the server’s status', async () => {
    fakeApi({ [PAY]: refuse(-20902, '已支付'), [STATUS]: paid })
    await expect(payThrough('T1', 'alipay')).resolves.toMatchObject({ outcome: 'success', status: { pay_status: 2 } })
  })

  it('asks for subscription messages only after a success, at most the configured count', async () => {
    fakeApi({ [PAY]: { type: 'dev', data: { attempt_no: 'X' }, pay_type: 'devpay', attempt_no: 'X' }, [STATUS]: paid })
    const request = jest.spyOn(subscribeMessages, 'request').mockResolvedValue({})
    const supported = jest.replaceProperty(subscribeMessages, 'supported', true)
    await payThrough('T1', 'devpay', { confirmDev: async () => 'cancelled', templateIds: ['a', 'b', 'c', 'd'], poll: { tries: 1 } })
    expect(request).not.toHaveBeenCalled()
    await payThrough('T1', 'devpay', { confirmDev: async () => 'success', templateIds: ['a', 'b', 'c', 'd'], poll: { tries: 1 } })
    expect(request).toHaveBeenCalledWith(['a', 'b', 'c'])
    supported.restore()
  })
})

describe('subscription template ids for after paying', () => {
  it('are not fetched where the platform adapter has no subscription messages', async () => {
    const api = fakeApi({ [TMPL]: ['tmpl-pay'] })
    await expect(loadTemplateIds()).resolves.toEqual([])
    expect(api.to(TMPL)).toHaveLength(0)
  })

  it('are the server’s ids for the pay and shipping events where it has them; [] when the server fails', async () => {
    const supported = jest.replaceProperty(subscribeMessages, 'supported', true)
    const api = fakeApi({ [TMPL]: ['tmpl-pay', 'tmpl-ship'] })
    await expect(loadTemplateIds()).resolves.toEqual(['tmpl-pay', 'tmpl-ship'])
    expect(api.to(TMPL)[0].data).toMatchObject({ keywords: 'ORDER_PAY,ORDER_DELIVERY' })
    jest.restoreAllMocks()
    fakeApi({ [TMPL]: refuse(-10001, 'bad') })
    await expect(loadTemplateIds()).resolves.toEqual([])
    supported.restore()
  })
})
