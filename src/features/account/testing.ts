// Test data of the account pages (not loaded by the app).
import type { LedgerRow } from './api'

const utc = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h) / 1000

export const FIGURES = { balance_total: 69335, balance: 50000, balance_money: 19335, point: 1712, growth: 3 }

export function ledgerRow(over: Partial<LedgerRow> = {}): LedgerRow {
  return {
    id: 1, account_type: 'balance', account_type_name: '不可提现余额', from_type: 'demo', type_name: '系统赠送', account_data: 50000,
    relate_tag: 'seed', remark: 'demo', create_time: utc(2026, 10, 15, 2), month: '2026-10', ...over,
  }
}

/** The balance ledger of the server suite: November (China time) then October. */
export const BALANCE_ROWS: LedgerRow[] = [
  ledgerRow({ id: 6, account_type: 'balance', from_type: 'order_close', type_name: '订单关闭退回', account_data: 1234, relate_tag: 'NO1', create_time: utc(2026, 11, 3, 4), month: '2026-11' }),
  ledgerRow({ id: 5, account_type: 'balance_money', account_type_name: '可提现余额', from_type: 'order', type_name: '订单支付', account_data: -567, relate_tag: 'NO1', create_time: utc(2026, 11, 1, 4), month: '2026-11' }),
  ledgerRow({ id: 2, account_type: 'balance_money', account_type_name: '可提现余额', account_data: 20001, month: '2026-10' }),
  ledgerRow({ id: 1 }),
]

export const BALANCE_KINDS = [
  { from_type: 'demo', type_name: '系统赠送' }, { from_type: 'order', type_name: '订单支付' }, { from_type: 'order_close', type_name: '订单关闭退回' },
]

export function ledgerPage(list: LedgerRow[], extra: Record<string, unknown> = {}) {
  const income = list.filter((r) => r.account_data > 0).reduce((s, r) => s + r.account_data, 0)
  const expense = -list.filter((r) => r.account_data < 0).reduce((s, r) => s + r.account_data, 0)
  return { list, count: list.length, page_count: list.length ? 1 : 0, income, expense, from_types: BALANCE_KINDS, ...extra }
}
