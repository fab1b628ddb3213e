// Test data of the withdrawal pages, typed by the contract (not loaded by the app).
import type { BankAccount, WithdrawDetail, WithdrawRecord, WithdrawType } from '@/services/api/contract.gen'

export function bankAccount(id: number, type: WithdrawType, is_default = 0, over: Partial<BankAccount> = {}): BankAccount {
  return {
    id, realname: `户主${id}`, mobile: '13912345678', withdraw_type: type, withdraw_type_name: type, bank_name: type === 'bank' ? '招商银行杭州分行' : '',
    account_number: type === 'bank' ? '6225880123456789' : type === 'alipay' ? 'z@example.com' : '', is_default, created_at: 1, updated_at: 1, ...over,
  }
}

export function withdrawRecord(id: number, status: WithdrawRecord['status'], over: Partial<WithdrawRecord> = {}): WithdrawRecord {
  return {
    id, withdraw_no: `W26112710000000000000${id}`, kind: 'balance', member_id: 1, status, status_name: '', transfer_type: 'bank', transfer_type_name: '银行卡',
    realname: '张三', mobile: '13912345678', bank_name: '招商银行杭州分行', account_number: '6225880123456789', point: 0, point_rate: 0,
    apply_money: 12345, fee_rate: 6, service_money: 74, money: 12271, refuse_reason: '', certificate_remark: '',
    apply_time: 1764200000, audit_time: 0, payment_time: 0, refuse_time: 0, ...over,
  }
}

export function withdrawDetail(id: number, status: WithdrawDetail['status'], over: Partial<WithdrawDetail> = {}): WithdrawDetail {
  return { ...withdrawRecord(id, status), history: [], ...over }
}
