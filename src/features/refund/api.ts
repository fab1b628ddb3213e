import {
  complainCancel,
  complainComplain,
  complainDetail,
  type ComplainComplainInput,
  refundCancel,
  refundDelivery,
  refundDetail,
  refundLists,
  refundRefund,
  refundRefundData,
  type RefundRefundInput,
  type RefundListFilter,
} from '@/services/api/contract.gen'

export type { ComplainView, Complaint, ComplainReason } from '@/services/api/contract.gen'
export type { RefundData, RefundDetail, RefundPage, RefundSummary, RefundReason } from '@/services/api/contract.gen'
export type { RefundListFilter }

export const fetchRefundData = (orderGoodsId: number) => refundRefundData({ order_goods_id: orderGoodsId })
export const fetchRefundDetail = (orderGoodsId: number, opts?: { silent?: boolean }) => refundDetail({ order_goods_id: orderGoodsId }, opts)
export const applyRefund = (input: RefundRefundInput) => refundRefund(input)
export const cancelRefund = (orderGoodsId: number) => refundCancel({ order_goods_id: orderGoodsId })
export const sendReturnParcel = (input: { order_goods_id: number; refund_delivery_name: string; refund_delivery_no: string; refund_delivery_remark?: string }) =>
  refundDelivery(input)
export const fetchRefundPage = (p: { page: number; page_size: number; refund_status: RefundListFilter }) => refundLists(p)

export const fetchComplaint = (orderGoodsId: number) => complainDetail({ order_goods_id: orderGoodsId })
export const sendComplaint = (input: ComplainComplainInput) => complainComplain(input)
export const withdrawComplaint = (orderGoodsId: number) => complainCancel({ order_goods_id: orderGoodsId })
