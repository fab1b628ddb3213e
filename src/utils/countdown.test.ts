import { canSend, codeButtonReducer, DYNACODE_SECONDS, initialCodeButton } from './countdown'

test('counts down 120 seconds after sending, then resets and asks for a captcha refresh', () => {
  let s = initialCodeButton
  expect(canSend(s)).toBe(true)
  s = codeButtonReducer(s, { type: 'sent' })
  expect(s).toEqual({ seconds: 119, sent: true, refreshCaptcha: false })
  expect(canSend(s)).toBe(false)
  // a second send while counting changes nothing
  expect(codeButtonReducer(s, { type: 'sent' })).toBe(s)
  for (let i = 0; i < 118; i++) s = codeButtonReducer(s, { type: 'tick' })
  expect(s.seconds).toBe(1)
  s = codeButtonReducer(s, { type: 'tick' })
  expect(s).toEqual({ seconds: DYNACODE_SECONDS, sent: false, refreshCaptcha: true })
  expect(canSend(s)).toBe(true)
  s = codeButtonReducer(s, { type: 'captchaRefreshed' })
  expect(s.refreshCaptcha).toBe(false)
})

test('ticks do nothing while idle; a failed send returns to idle', () => {
  expect(codeButtonReducer(initialCodeButton, { type: 'tick' })).toBe(initialCodeButton)
  const sent = codeButtonReducer(initialCodeButton, { type: 'sent' })
  expect(codeButtonReducer(sent, { type: 'failed' })).toEqual(initialCodeButton)
})
