import {
  payDevpayConfirm, payInfo, payPay, payStatus, payType, wechatMessageTmplIds, type PayClientKind, type PayInfo, type PayStatusAnswer,
  type PrepayAnswer,
} from '@/services/api/contract.gen'

export type { PayClientKind, PayInfo, PayStatusAnswer, PrepayAnswer }

export const fetchPayInfo = (outTradeNo: string) => payInfo({ out_trade_no: outTradeNo }, { silent: true })
/** The channels of this client: 'wechatpay,alipay,devpay' split. */
export const fetchPayTypes = (clientKind: PayClientKind) =>
  payType({ client_kind: clientKind }).then((r) => r.pay_type.split(',').map((s) => s.trim()).filter(Boolean))
export const startPrepay = (input: { out_trade_no: string; pay_type: string; client_kind: PayClientKind; return_url?: string }) => payPay(input)
/** silent: polling must not toast on every miss */
export const fetchPayStatus = (outTradeNo: string) => payStatus({ out_trade_no: outTradeNo }, { silent: true })
export const confirmDevpay = (attemptNo: string) => payDevpayConfirm({ attempt_no: attemptNo })
/** The operator's subscription templates for these events ('ORDER_PAY,ORDER_DELIVERY'); [] when none are mapped. */
export const fetchSubscribeTemplateIds = (events: string) => wechatMessageTmplIds({ keywords: events }, { silent: true })
