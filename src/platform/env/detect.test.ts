import { detectH5Env } from './detect'

test('user agents decide the app type', () => {
  expect(detectH5Env('Mozilla/5.0 (iPhone) Safari/604.1')).toMatchObject({ browser: 'other', appType: 'h5' })
  expect(detectH5Env('Mozilla/5.0 MicroMessenger/8.0.40 NetType/WIFI')).toMatchObject({ browser: 'wechat', appType: 'wechat', inMiniProgramWebView: false })
  expect(detectH5Env('Mozilla/5.0 MicroMessenger/8.0.40 miniProgram')).toMatchObject({ browser: 'wechat', inMiniProgramWebView: true })
  expect(detectH5Env('Mozilla/5.0 AlipayClient/10.5.0')).toMatchObject({ browser: 'alipay', appType: 'alifuwu' })
  expect(detectH5Env('')).toMatchObject({ target: 'h5', appType: 'h5' })
})
