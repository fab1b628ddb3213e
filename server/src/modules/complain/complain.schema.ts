import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, IntegerEnum, Nullable, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { OrderLine, RefundStatusValue } from '../order/order.schema.js'
import { ComplainError } from './complain.messages.js'
import { COMPLAIN_STATUS } from './complain.table.js'

export const COMPLAIN_REASONS = ['refund_refused', 'no_answer', 'goods_problem', 'attitude', 'other'] as const
export const ComplainReason = StringEnum(COMPLAIN_REASONS, 'ComplainReason', 'what the buyer complains about')
export const COMPLAIN_RESULTS = ['buyer', 'seller'] as const
export const ComplainResult = StringEnum(COMPLAIN_RESULTS, 'ComplainResult', "buyer: the refund goes ahead; seller: the shop's decision stands")
export const MAX_COMPLAIN_IMAGES = 6

export const ComplainStatusValue = IntegerEnum(COMPLAIN_STATUS, 'ComplainStatus', '1 waiting for the platform, 2 answered, 3 withdrawn')

export const Complaint = Type.Object({
  complain_id: Type.Integer(),
  order_goods_id: Type.Integer(),
  order_id: Type.Integer(),
  site_id: Type.Integer(),
  complain_status: ComplainStatusValue,
  complain_status_name: Type.String(),
  complain_reason: Type.String(),
  complain_reason_name: Type.String(),
  complain_remark: Type.String({ description: 'plain text as the buyer wrote it' }),
  complain_images: Type.Array(Type.String()),
  result: Type.String({ description: "'' while waiting, 'buyer' or 'seller'" }),
  result_name: Type.String(),
  platform_answer: Type.String(),
  apply_time: Type.Integer(),
  handle_time: Type.Integer(),
}, { title: 'Complaint' })
export type Complaint = Static<typeof Complaint>

const Option = Type.Object({ value: ComplainReason, name: Type.String() }, { title: 'ComplainReasonOption' })

export const ComplainView = Type.Object({
  order_goods: OrderLine,
  order_id: Type.Integer(),
  order_no: Type.String(),
  site_name: Type.String(),
  refund_status: RefundStatusValue,
  refund_status_name: Type.String(),
  refuse_reason: Type.String(),
  can_complain: Type.Boolean({ description: 'a new complaint may be made now' }),
  can_cancel: Type.Boolean({ description: 'the newest complaint is waiting and may be withdrawn' }),
  complaint: Nullable(Complaint),
  reason_list: Type.Array(Option),
  max_images: Type.Integer(),
}, { title: 'ComplainView' })
export type ComplainView = Static<typeof ComplainView>

export const ComplainLineBody = Type.Object({ order_goods_id: Id() })
export const ComplainBody = Type.Object({
  order_goods_id: Id(),
  complain_reason: ComplainReason,
  complain_remark: Type.Optional(Type.String({ maxLength: 500 })),
  complain_images: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 255, pattern: '^upload/[A-Za-z0-9/_.-]+$' }), { maxItems: MAX_COMPLAIN_IMAGES })),
})
export type ComplainInput = Static<typeof ComplainBody>

export const ComplainListsBody = Type.Object({
  ...PagingFields,
  complain_status: Type.Optional(ComplainStatusValue),
})
export type ComplainListsInput = Static<typeof ComplainListsBody>

export const ComplainHandleBody = Type.Object({
  complain_id: Id(),
  result: ComplainResult,
  platform_answer: Type.String({ minLength: 1, maxLength: 500 }),
})
export type ComplainHandleInput = Static<typeof ComplainHandleBody>

export const ComplainPage = PageOf(Complaint, 'ComplainPage')

const E = ComplainError
export const complainApi = defineEndpoints('complain', {
  detail: {
    method: 'POST', path: '/api/ordercomplain/detail', auth: 'member',
    summary: "An order line's complaint to the platform (the newest), and whether one can be made now",
    description: `${E.COMPLAIN_LINE_NOT_FOUND} when the line is not the caller's.`,
    input: ComplainLineBody, response: ComplainView, errors: [E.COMPLAIN_LINE_NOT_FOUND],
  },
  complain: {
    method: 'POST', path: '/api/ordercomplain/complain', auth: 'member',
    summary: 'Ask the platform to step in on a refund the shop refused, or left unanswered for 48 hours',
    description:
      'Once per refund application, one waiting complaint per line (two at once make one); a refusal within 15 days. Up to 6 ' +
      `evidence images, the caller's own uploads. ${E.COMPLAIN_NOT_ALLOWED} otherwise; ${E.COMPLAIN_IMAGE_INVALID}; ${E.COMPLAIN_LINE_NOT_FOUND}.`,
    input: ComplainBody, response: ComplainView,
    errors: [E.COMPLAIN_LINE_NOT_FOUND, E.COMPLAIN_NOT_ALLOWED, E.COMPLAIN_IMAGE_INVALID, E.COMPLAIN_STATUS_CHANGED],
  },
  cancel: {
    method: 'POST', path: '/api/ordercomplain/cancel', auth: 'member',
    summary: 'Withdraw the waiting complaint of a line',
    description: `${E.COMPLAIN_NOT_FOUND} when none is waiting; ${E.COMPLAIN_STATUS_CHANGED} when the platform answered first.`,
    input: ComplainLineBody, response: ComplainView, errors: [E.COMPLAIN_LINE_NOT_FOUND, E.COMPLAIN_NOT_FOUND, E.COMPLAIN_STATUS_CHANGED],
  },
  adminLists: {
    method: 'POST', path: '/admin/api/complain/lists', auth: 'admin',
    summary: "The operator's complaints, oldest waiting first",
    description: 'x-admin-token must equal ADMIN_TOKEN (HTTP 403 otherwise). complain_status filters; page_size 10 by default, 50 at most.',
    input: ComplainListsBody, response: ComplainPage,
  },
  adminHandle: {
    method: 'POST', path: '/admin/api/complain/handle', auth: 'admin',
    summary: 'The operator answers a complaint',
    description:
      "result 'buyer': the refund goes ahead on the platform's authority (a refused or unanswered request is agreed and, refund only, " +
      "paid back at once; returned goods are taken as received and paid back); 'seller': the shop's decision stands. The answer is shown " +
      `to the buyer. ${E.COMPLAIN_NOT_FOUND}; ${E.COMPLAIN_STATUS_CHANGED} when it was answered or withdrawn.`,
    input: ComplainHandleBody, response: Complaint, errors: [E.COMPLAIN_NOT_FOUND, E.COMPLAIN_STATUS_CHANGED],
  },
})
