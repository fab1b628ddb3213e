import { act, render } from '@testing-library/react'
import * as h5 from './phone.h5'
import * as weapp from './phone.weapp'
import * as alipay from './phone.alipay'
import * as suffixless from '.'
import { phoneOutcome } from './types'

/** What the WeChat runtime delivers to onGetPhoneNumber: an event whose detail is the button's answer. */
function firePhone(el: Element, detail: Record<string, unknown>) {
  act(() => {
    el.dispatchEvent(new CustomEvent('getphonenumber', { detail, bubbles: true }))
  })
}

describe('phoneOutcome', () => {
  it('reads the new code, the old iv + encryptedData, a refusal and other failures', () => {
    expect(phoneOutcome({ errMsg: 'getPhoneNumber:ok', code: 'c1', iv: 'iv', encryptedData: 'ed' })).toEqual({ kind: 'phone', result: { code: 'c1' } })
    expect(phoneOutcome({ errMsg: 'getPhoneNumber:ok', iv: 'iv', encryptedData: 'ed' })).toEqual({ kind: 'phone', result: { iv: 'iv', encryptedData: 'ed' } })
    expect(phoneOutcome({ errMsg: 'getPhoneNumber:fail user deny' }).kind).toBe('deny')
    expect(phoneOutcome({ errMsg: 'getPhoneNumber:fail:user cancel' }).kind).toBe('deny')
    expect(phoneOutcome({ errMsg: 'getPhoneNumber:fail no permission' })).toEqual({ kind: 'error', errMsg: 'getPhoneNumber:fail no permission' })
    // a failure never passes for a number, even with leftovers in the detail
    expect(phoneOutcome({ errMsg: 'getPhoneNumber:fail', code: 'c1' }).kind).toBe('error')
    expect(phoneOutcome({ errMsg: 'getPhoneNumber:ok', iv: 'iv' }).kind).toBe('error')
    expect(phoneOutcome(undefined).kind).toBe('error')
  })
})

describe('PhoneNumberButton on weapp', () => {
  const setup = (withError = true) => {
    const handlers = { onPhone: jest.fn(), onDeny: jest.fn(), onError: withError ? jest.fn() : undefined }
    const { container } = render(
      <weapp.PhoneNumberButton className='phone-quick-btn' {...handlers}>
        Use it
      </weapp.PhoneNumberButton>,
    )
    return { ...handlers, btn: container.querySelector('.phone-quick-btn')! }
  }

  it('is WeChat’s getPhoneNumber open-type button', () => {
    expect(weapp.phoneNumberSupported).toBe(true)
    const { btn } = setup()
    expect(btn).not.toBeNull()
    expect(btn.getAttribute('open-type')).toBe('getPhoneNumber')
    expect(btn.textContent).toBe('Use it')
  })

  it('hands back the code, or iv + encryptedData on old libraries', () => {
    const { btn, onPhone, onDeny, onError } = setup()
    firePhone(btn, { errMsg: 'getPhoneNumber:ok', code: 'phone-code' })
    expect(onPhone).toHaveBeenLastCalledWith({ code: 'phone-code' })
    firePhone(btn, { errMsg: 'getPhoneNumber:ok', iv: 'aXY=', encryptedData: 'ZWQ=' })
    expect(onPhone).toHaveBeenLastCalledWith({ iv: 'aXY=', encryptedData: 'ZWQ=' })
    expect(onDeny).not.toHaveBeenCalled()
    expect(onError).not.toHaveBeenCalled()
  })

  it('a refusal calls onDeny, another failure onError (onDeny when there is no onError)', () => {
    const a = setup()
    firePhone(a.btn, { errMsg: 'getPhoneNumber:fail user deny' })
    expect(a.onDeny).toHaveBeenCalledWith('getPhoneNumber:fail user deny')
    firePhone(a.btn, { errMsg: 'getPhoneNumber:fail no permission' })
    expect(a.onError).toHaveBeenCalledWith('getPhoneNumber:fail no permission')
    expect(a.onDeny).toHaveBeenCalledTimes(1)
    expect(a.onPhone).not.toHaveBeenCalled()

    const b = setup(false)
    firePhone(b.btn, { errMsg: 'getPhoneNumber:fail no permission' })
    expect(b.onDeny).toHaveBeenCalledWith('getPhoneNumber:fail no permission')
  })
})

describe('PhoneNumberButton on h5 and alipay', () => {
  it.each([
    ['h5', h5],
    ['alipay', alipay],
    ['the suffix-less module (h5 in jest and tsc)', suffixless],
  ])('%s: not supported, renders nothing', (_name, mod) => {
    expect(mod.phoneNumberSupported).toBe(false)
    const { container } = render(
      <mod.PhoneNumberButton className='phone-quick-btn' onPhone={jest.fn()}>
        x
      </mod.PhoneNumberButton>,
    )
    expect(container.innerHTML).toBe('')
  })
})
