import {
  ordercomplainCancel,
  ordercomplainComplain,
  ordercomplainDetail,
  type OrdercomplainComplainInput,
  orderrefundCancel,
  orderrefundDelivery,
  orderrefundDetail,
  orderrefundLists,
  orderrefundRefund,
  orderrefundRefundData,
  type OrderrefundRefundInput,
  type RefundListFilter,
} from '@/services/api/contract.gen'

export type { ComplainView, Complaint, ComplainReason } from '@/services/api/contract.gen'
export type { RefundData, RefundDetail, RefundPage, RefundSummary, RefundReason } from '@/services/api/contract.gen'
export type { RefundListFilter }

export const fetchRefundData = (orderGoodsId: number) => orderrefundRefundData({ order_goods_id: orderGoodsId })
export const fetchRefundDetail = (orderGoodsId: number, opts?: { silent?: boolean }) => orderrefundDetail({ order_goods_id: orderGoodsId }, opts)
export const applyRefund = (input: OrderrefundRefundInput) => orderrefundRefund(input)
export const cancelRefund = (orderGoodsId: number) => orderrefundCancel({ order_goods_id: orderGoodsId })
export const sendReturnParcel = (input: { order_goods_id: number; refund_delivery_name: string; refund_delivery_no: string; refund_delivery_remark?: string }) =>
  orderrefundDelivery(input)
export const fetchRefundPage = (p: { page: number; page_size: number; refund_status: RefundListFilter }) => orderrefundLists(p)

export const fetchComplaint = (orderGoodsId: number) => ordercomplainDetail({ order_goods_id: orderGoodsId })
export const sendComplaint = (input: OrdercomplainComplainInput) => ordercomplainComplain(input)
export const withdrawComplaint = (orderGoodsId: number) => ordercomplainCancel({ order_goods_id: orderGoodsId })
