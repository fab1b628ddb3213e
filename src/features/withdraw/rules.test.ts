import { MEMBER_ENTRIES } from '@/features/member/entries'
import { ROUTES } from '@/constants/routes'
import {
  accountFormProblem, balanceApplyProblem, EMPTY_ACCOUNT_FORM, feeOf, maskAccount, maxApply, parsePoints, perMilleText, pickAccount,
  pointApplyProblem, pointMoney, withdrawAmounts,
} from './rules'
import { moneyInput } from './problem'

const LIMITS = { min_money: 100, fee_rate: 6, day_count: 3, day_money: 500000 }

describe('withdrawal arithmetic shown on the apply pages (the server\'s rule)', () => {
  it('takes the fee per mille, rounded half up to the fen, and leaves the rest to arrive', () => {
    expect(feeOf(12345, 6)).toBe(74)
    expect(feeOf(250, 6)).toBe(2)
    expect(feeOf(249, 6)).toBe(1)
    expect(withdrawAmounts(20000, 6)).toEqual({ apply_money: 20000, service_money: 120, money: 19880 })
    expect(withdrawAmounts(100, 0)).toEqual({ apply_money: 100, service_money: 0, money: 100 })
    expect(perMilleText(6)).toBe('0.6%')
    expect(perMilleText(25)).toBe('2.5%')
    expect(perMilleText(100)).toBe('10%')
    expect(perMilleText(0)).toBe('0%')
  })
  it('converts points at points per yuan, down to the fen', () => {
    expect(pointMoney(1234, 100)).toBe(1234)
    expect(pointMoney(1000, 300)).toBe(333)
    expect(pointMoney(5, 0)).toBe(0)
    expect(parsePoints('1200')).toBe(1200)
    expect(parsePoints('12.5')).toBeNull()
    expect(parsePoints('')).toBeNull()
  })
  it('"all" asks for the withdrawable balance within what is left of the day', () => {
    expect(maxApply(20000, LIMITS, 0)).toBe(20000)
    expect(maxApply(20000, { ...LIMITS, day_money: 15000 }, 0)).toBe(15000)
    expect(maxApply(20000, { ...LIMITS, day_money: 15000 }, 14000)).toBe(1000)
    expect(maxApply(20000, { ...LIMITS, day_money: 15000 }, 16000)).toBe(0)
    expect(maxApply(20000, { ...LIMITS, day_money: 0 }, 99999)).toBe(20000)
  })
  it('says why an amount cannot be applied for: empty, minimum, balance, day count and amount, nothing left after the fee', () => {
    const today = { count: 0, money: 0 }
    expect(balanceApplyProblem(null, 20000, LIMITS, today)).toEqual({ key: 'empty' })
    expect(balanceApplyProblem(99, 20000, LIMITS, today)).toEqual({ key: 'belowMin', min: 100 })
    expect(balanceApplyProblem(20001, 20000, LIMITS, today)).toEqual({ key: 'overBalance' })
    expect(balanceApplyProblem(100, 20000, LIMITS, { count: 3, money: 300 })).toEqual({ key: 'dayCount', max: 3 })
    expect(balanceApplyProblem(20000, 20000, { ...LIMITS, day_money: 10000 }, { count: 1, money: 9000 })).toEqual({ key: 'dayMoney', left: 1000 })
    expect(balanceApplyProblem(1, 20000, { ...LIMITS, min_money: 1, fee_rate: 500 }, today)).toEqual({ key: 'tooSmall' })
    expect(balanceApplyProblem(20000, 20000, LIMITS, today)).toBeNull()
    const p = { rate: 100, min_point: 100, fee_rate: 0, day_count: 0 }
    expect(pointApplyProblem(null, 500, p, 0)).toEqual({ key: 'emptyPoint' })
    expect(pointApplyProblem(99, 500, p, 0)).toEqual({ key: 'belowMinPoint', min: 100 })
    expect(pointApplyProblem(501, 500, p, 0)).toEqual({ key: 'overPoint' })
    expect(pointApplyProblem(100, 500, { ...p, day_count: 1 }, 1)).toEqual({ key: 'dayCount', max: 1 })
    expect(pointApplyProblem(100, 500, { ...p, rate: 100000, min_point: 1 }, 0)).toEqual({ key: 'tooSmall' })
    expect(pointApplyProblem(500, 500, p, 0)).toBeNull()
  })
  it('keeps typed money to two decimals', () => {
    expect(moneyInput('12.345')).toBe('12.34')
    expect(moneyInput('a1b2')).toBe('12')
    expect(moneyInput('1.2.3')).toBe('1.2')
  })
  it('checks an account form as the server does', () => {
    const card = { ...EMPTY_ACCOUNT_FORM, realname: '张三', mobile: '13912345678', bank_name: '招商银行', account_number: '6225 8801 2345 6789' }
    expect(accountFormProblem(card)).toBeNull()
    expect(accountFormProblem({ ...card, realname: ' ' })).toBe('realname')
    expect(accountFormProblem({ ...card, mobile: '1391234' })).toBe('mobile')
    expect(accountFormProblem({ ...card, bank_name: '招' })).toBe('bankName')
    expect(accountFormProblem({ ...card, account_number: '123' })).toBe('accountNumber')
    expect(accountFormProblem({ ...card, withdraw_type: 'alipay', bank_name: '', account_number: 'a@b.cn' })).toBeNull()
    expect(accountFormProblem({ ...card, withdraw_type: 'alipay', account_number: '' })).toBe('accountNumber')
    expect(accountFormProblem({ ...card, withdraw_type: 'wechatpay', account_number: '' })).toBeNull()
    expect(maskAccount('6225880123456789')).toBe('**** 6789')
    expect(maskAccount('wxid_ab')).toBe('wxid_ab')
  })
  it('preselects the account chosen before, else the default, else the first the operator pays out to', () => {
    const list = [{ id: 1, withdraw_type: 'bank', is_default: 1 }, { id: 2, withdraw_type: 'alipay', is_default: 0 }, { id: 3, withdraw_type: 'alipay', is_default: 0 }]
    expect(pickAccount(list, ['bank', 'alipay'], 0)).toBe(1)
    expect(pickAccount(list, ['bank', 'alipay'], 3)).toBe(3)
    expect(pickAccount(list, ['alipay'], 0)).toBe(2)
    expect(pickAccount(list, ['wechatpay'], 1)).toBe(0)
  })
  it('puts the accounts and the withdrawals in the member centre behind the memberwithdraw add-on', () => {
    expect(MEMBER_ENTRIES.filter((e) => e.key === 'account' || e.key === 'withdrawal')).toEqual([
      { key: 'account', url: ROUTES.withdrawAccount, addon: 'memberwithdraw' },
      { key: 'withdrawal', url: ROUTES.withdrawal, addon: 'memberwithdraw' },
    ])
  })
})
