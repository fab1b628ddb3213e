import {
  canSend,
  codeButtonLabel,
  codeButtonReducer,
  DYNACODE_SECONDS,
  initialCodeButton,
  type CodeButtonEvent,
  type CodeButtonState,
} from './countdown'

const run = (s: CodeButtonState, ...events: CodeButtonEvent['type'][]) =>
  events.reduce((acc, type) => codeButtonReducer(acc, { type } as CodeButtonEvent), s)
const ticks = (s: CodeButtonState, n: number) => run(s, ...Array<'tick'>(n).fill('tick'))
const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}:${String(opts.count)}` : key)

test('starts idle at the full 120 seconds', () => {
  expect(DYNACODE_SECONDS).toBe(120)
  expect(initialCodeButton).toEqual({ phase: 'idle', seconds: 120, refreshCaptcha: false })
  expect(canSend(initialCodeButton)).toBe(true)
})

test('request, sent, 120 seconds of countdown, then reset with a captcha refresh', () => {
  let s = run(initialCodeButton, 'request')
  expect(s).toEqual({ phase: 'sending', seconds: 120, refreshCaptcha: false })
  expect(canSend(s)).toBe(false)
  s = run(s, 'sent')
  expect(s).toEqual({ phase: 'counting', seconds: 120, refreshCaptcha: false })
  expect(canSend(s)).toBe(false)
  s = ticks(s, 1)
  expect(s.seconds).toBe(119)
  s = ticks(s, 118)
  expect(s).toEqual({ phase: 'counting', seconds: 1, refreshCaptcha: false })
  expect(canSend(s)).toBe(false)
  s = ticks(s, 1) // the 120th tick
  expect(s).toEqual({ phase: 'idle', seconds: 120, refreshCaptcha: true })
  expect(canSend(s)).toBe(true)
  s = run(s, 'captchaRefreshed')
  expect(s).toEqual(initialCodeButton)
})

test('double taps and repeated answers change nothing', () => {
  const sending = run(initialCodeButton, 'request')
  expect(codeButtonReducer(sending, { type: 'request' })).toBe(sending)
  const counting = run(sending, 'sent')
  expect(codeButtonReducer(counting, { type: 'request' })).toBe(counting)
  const later = ticks(counting, 5)
  expect(codeButtonReducer(later, { type: 'sent' })).toBe(later)
  expect(codeButtonReducer(later, { type: 'failed' })).toBe(later)
})

test('ticks do nothing unless counting', () => {
  expect(codeButtonReducer(initialCodeButton, { type: 'tick' })).toBe(initialCodeButton)
  const sending = run(initialCodeButton, 'request')
  expect(codeButtonReducer(sending, { type: 'tick' })).toBe(sending)
})

test('a failed send returns to idle, able to send again', () => {
  const s = run(initialCodeButton, 'request', 'failed')
  expect(s).toEqual(initialCodeButton)
  expect(canSend(s)).toBe(true)
})

test('sent straight from idle also starts the countdown', () => {
  expect(run(initialCodeButton, 'sent')).toEqual({ phase: 'counting', seconds: 120, refreshCaptcha: false })
})

test('reset goes back to idle from anywhere', () => {
  expect(run(ticks(run(initialCodeButton, 'sent'), 30), 'reset')).toEqual(initialCodeButton)
  expect(codeButtonReducer(initialCodeButton, { type: 'reset' })).toBe(initialCodeButton)
  expect(codeButtonReducer(initialCodeButton, { type: 'captchaRefreshed' })).toBe(initialCodeButton)
})

test('button texts through i18n keys', () => {
  expect(codeButtonLabel(initialCodeButton, t)).toBe('utils:dynacode.get')
  expect(codeButtonLabel(run(initialCodeButton, 'request'), t)).toBe('utils:dynacode.sending')
  expect(codeButtonLabel(ticks(run(initialCodeButton, 'sent'), 2), t)).toBe('utils:dynacode.resend:118')
})
