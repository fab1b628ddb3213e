import type { TFunction } from 'i18next'
import { ROUTES } from '@/constants/routes'
import type { WithdrawType } from '@/services/api/contract.gen'
import { fenToYuan, formatMoney, tryYuanToFen } from '@/utils/money'
import { applyPointWithdraw, applyWithdraw, fetchPointWithdrawInfo, fetchWithdrawInfo, type PointWithdrawInfo, type WithdrawInfo, type WithdrawKindKey } from './api'
import { moneyInput } from './problem'
import { balanceApplyProblem, maxApply, parsePoints, pointApplyProblem, pointMoney, type ApplyProblem, type PointProblem } from './rules'

/** What both info answers carry: the operator's switch, fee, daily count and payout types, and today's count. */
export interface ApplyInfo {
  config: { is_use: number; fee_rate: number; day_count: number; transfer_types: WithdrawType[] }
  today_count: number
}

export interface RuleLine {
  text: string
  /** the page's own class (`<block>__day-count`) for lines a test or journey looks for */
  element?: string
}

/**
 * What differs between the balance and the point application: the quantity typed (fen or points),
 * its checks and worth, the call, and the words. The form (WithdrawApplyForm) is the same for both.
 */
export interface ApplyKind<I extends ApplyInfo> {
  kind: WithdrawKindKey
  /** the page's own BEM block: `withdraw-apply` (balance) or `withdraw-point`, kept for tests and journeys */
  block: string
  fetchInfo: () => Promise<I>
  /** the quantity applied for from what was typed: fen or points; null when it is no number */
  parse: (text: string) => number | null
  problem: (quantity: number | null, info: I) => ApplyProblem | PointProblem | null
  /** fen the quantity is worth before the fee */
  money: (quantity: number, info: I) => number
  send: (quantity: number, accountId: number, payPassword: string) => Promise<{ id: number }>
  routes: { self: string; records: string; detail: string }
  /** what the member holds: label, value, an extra line, and the fen for `data-fen` (balance) */
  holding: (t: TFunction, info: I) => { label: string; value: string; valueElement: string; extra?: string; fen?: number }
  input: {
    /** the ¥ before the amount (money, not points) */
    symbol: boolean
    element: string
    type: 'digit' | 'number'
    clean: (text: string) => string
    all: (info: I) => string
    placeholder: (t: TFunction, info: I) => string
  }
  /** the converted money is its own row (points), not the amount typed (balance) */
  showsConversion: boolean
  rules: (t: TFunction, info: I) => { min: string; day: RuleLine[] }
  payNote: (t: TFunction, quantity: number) => string
  keys: { title: string; records: string; loginTip: string; closed: string; amountTitle: string; all: string; submit: string; reviewRule: string }
}

/** 申请提现: the withdrawable balance in fen, within the operator's minimum and daily count and amount. */
export const BALANCE_APPLY: ApplyKind<WithdrawInfo> = {
  kind: 'balance',
  block: 'withdraw-apply',
  fetchInfo: fetchWithdrawInfo,
  parse: tryYuanToFen,
  problem: (amount, info) => balanceApplyProblem(amount, info.balance_money, info.config, { count: info.today_count, money: info.today_money }),
  money: (amount) => amount,
  send: applyWithdraw,
  routes: { self: ROUTES.applyWithdrawal, records: ROUTES.withdrawal, detail: ROUTES.withdrawalDetail },
  holding: (t, info) => ({
    label: t('withdraw:apply.withdrawable'),
    value: formatMoney(info.balance_money),
    valueElement: 'balance',
    fen: info.balance_money,
    extra: info.balance > 0 ? t('withdraw:apply.notWithdrawable', { money: formatMoney(info.balance) }) : undefined,
  }),
  input: {
    symbol: true,
    element: 'amount',
    type: 'digit',
    clean: moneyInput,
    // "all" is what the day still allows, not more than the balance
    all: (info) => fenToYuan(maxApply(info.balance_money, info.config, info.today_money)),
    placeholder: (t, info) => t('withdraw:apply.amountPlaceholder', { min: formatMoney(info.config.min_money) }),
  },
  showsConversion: false,
  rules: (t, { config: c, today_count, today_money }) => ({
    min: t('withdraw:apply.minRule', { min: formatMoney(c.min_money) }),
    day: [
      ...(c.day_count ? [{ text: t('withdraw:apply.dayCountRule', { count: c.day_count, used: today_count }), element: 'day-count' }] : []),
      ...(c.day_money
        ? [{ text: t('withdraw:apply.dayMoneyRule', { max: formatMoney(c.day_money), left: formatMoney(Math.max(0, c.day_money - today_money)) }), element: 'day-money' }]
        : []),
    ],
  }),
  payNote: (t, amount) => t('withdraw:payPassword.balanceNote', { money: formatMoney(amount) }),
  keys: {
    title: 'withdraw:apply.title', records: 'withdraw:apply.records', loginTip: 'withdraw:apply.loginTip', closed: 'withdraw:apply.closed',
    amountTitle: 'withdraw:apply.amount', all: 'withdraw:apply.all', submit: 'withdraw:apply.submit', reviewRule: 'withdraw:apply.reviewRule',
  },
}

/** Point withdrawal: whole points, worth money at the operator's rate (points per yuan, down to the fen). */
export const POINT_APPLY: ApplyKind<PointWithdrawInfo> = {
  kind: 'point',
  block: 'withdraw-point',
  fetchInfo: fetchPointWithdrawInfo,
  parse: parsePoints,
  problem: (point, info) => pointApplyProblem(point, info.point, info.config, info.today_count),
  money: (point, info) => pointMoney(point, info.config.rate),
  send: applyPointWithdraw,
  routes: { self: ROUTES.pointWithdrawalApply, records: ROUTES.pointWithdrawalList, detail: ROUTES.pointWithdrawalDetail },
  holding: (t, info) => ({
    label: t('withdraw:point.available'),
    value: String(info.point),
    valueElement: 'available',
    extra: t('withdraw:point.rate', { count: info.config.rate }),
  }),
  input: {
    symbol: false,
    element: 'input',
    type: 'number',
    clean: (text) => text.replace(/\D/g, '').slice(0, 10),
    all: (info) => String(info.point),
    placeholder: (t, info) => t('withdraw:point.pointPlaceholder', { count: info.config.min_point }),
  },
  showsConversion: true,
  rules: (t, { config: c, today_count }) => ({
    min: t('withdraw:point.minRule', { count: c.min_point }),
    day: c.day_count ? [{ text: t('withdraw:point.dayCountRule', { count: c.day_count, used: today_count }), element: 'day-count' }] : [],
  }),
  payNote: (t, point) => t('withdraw:payPassword.pointNote', { count: point }),
  keys: {
    title: 'withdraw:point.applyTitle', records: 'withdraw:point.records', loginTip: 'withdraw:point.loginTip', closed: 'withdraw:point.closed',
    amountTitle: 'withdraw:point.point', all: 'withdraw:point.all', submit: 'withdraw:point.submit', reviewRule: 'withdraw:point.reviewRule',
  },
}
