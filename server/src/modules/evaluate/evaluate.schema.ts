import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { OrderStatusValue, RefundStatusValue } from '../order/order.schema.js'
import { EvaluateError } from './evaluate.messages.js'

/** Characters of one evaluation's or follow-up's text. */
export const MAX_CONTENT = 500
/** Pictures per evaluation, and per follow-up. */
export const MAX_IMAGES = 6
/** Lines one call may carry (an order has fewer). */
const MAX_LINES = 100

const Score = (description: string) => Type.Integer({ minimum: 1, maximum: 5, description })
const Content = (description: string) => Type.String({ maxLength: MAX_CONTENT, description })
/** An upload-relative path the member got from /api/upload/evaluate. */
const ImagePath = Type.String({ minLength: 1, maxLength: 255, pattern: '^upload/[A-Za-z0-9/_.-]+$' })
const Images = (description: string) => Type.Array(ImagePath, { maxItems: MAX_IMAGES, description })

export const EVALUATE_FILTERS = ['all', 'good', 'medium', 'poor', 'image'] as const
export const EvaluateFilter = StringEnum(EVALUATE_FILTERS, 'EvaluateFilter',
  'all; good: goods score 4-5; medium: 3; poor: 1-2; image: with pictures')
export type EvaluateFilter = Static<typeof EvaluateFilter>

export const EvaluateLineBody = Type.Object({
  order_goods_id: Id(),
  sku_id: Type.Optional(Id({ description: "the line's SKU; when sent it must match" })),
  content: Type.Optional(Content(`plain text, ${MAX_CONTENT} characters at most; stored as typed and shown as text`)),
  images: Type.Optional(Images(`up to ${MAX_IMAGES} of the caller's own uploads (pic_path of /api/upload/evaluate)`)),
  scores: Score('goods score, 1 to 5'),
  explain_type: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: 'ignored: the server derives it from scores' })),
}, { additionalProperties: false, title: 'EvaluateLineInput' })

export const EvaluateAddBody = Type.Object({
  order_id: Id(),
  order_no: Type.Optional(Type.String({ maxLength: 40, description: 'when sent it must be the order\'s' })),
  is_anonymous: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 hides the name (first character + ***) and head image' })),
  shop_desccredit: Type.Optional(Score('description matches, 1 to 5; default 5')),
  shop_servicecredit: Type.Optional(Score('service, 1 to 5; default 5')),
  shop_deliverycredit: Type.Optional(Score('delivery, 1 to 5; default 5')),
  goods_evaluate: Type.Array(EvaluateLineBody, { minItems: 1, maxItems: MAX_LINES, description: 'every line of the order that was not refunded, once' }),
})
export type EvaluateAddInput = Static<typeof EvaluateAddBody>

export const EvaluateAgainLineBody = Type.Object({
  order_goods_id: Id(),
  again_content: Type.Optional(Content(`plain text, ${MAX_CONTENT} characters at most`)),
  again_images: Type.Optional(Images(`up to ${MAX_IMAGES} of the caller's own uploads`)),
}, { additionalProperties: false, title: 'EvaluateAgainLineInput' })

export const EvaluateAgainBody = Type.Object({
  order_id: Id(),
  goods_evaluate: Type.Array(EvaluateAgainLineBody, { minItems: 1, maxItems: MAX_LINES, description: 'the lines to follow up (any of the evaluated ones), once each' }),
})
export type EvaluateAgainInput = Static<typeof EvaluateAgainBody>

export const OrderIdBody = Type.Object({ order_id: Id() })
export type EvaluateOrderInput = Static<typeof OrderIdBody>

export const GoodsIdBody = Type.Object({ goods_id: Id() })
export type EvaluateGoodsInput = Static<typeof GoodsIdBody>

export const EvaluatePageBody = Type.Object({
  ...PagingFields,
  goods_id: Id(),
  explain_type: Type.Optional(EvaluateFilter),
})
export type EvaluatePageInput = Static<typeof EvaluatePageBody>

export const EvaluateItem = Type.Object({
  evaluate_id: Type.Integer(),
  goods_id: Type.Integer(),
  sku_id: Type.Integer(),
  sku_name: Type.String(),
  spec_name: Type.String(),
  sku_image: Type.String(),
  content: Type.String({ description: "plain text; '' when the member wrote none (render as text, never as HTML)" }),
  images: Type.Array(Type.String(), { description: 'upload-relative paths' }),
  scores: Type.Integer({ description: 'goods score 1 to 5' }),
  explain_type: Type.Integer({ description: '1 good, 2 medium, 3 poor' }),
  is_anonymous: Type.Integer(),
  member_name: Type.String({ description: 'first character + *** when anonymous' }),
  member_headimg: Type.String({ description: "'' when anonymous" }),
  explain_first: Type.String({ description: "the shop's reply, plain text; '' for none" }),
  again_content: Type.String({ description: "the follow-up, plain text; '' for none" }),
  again_images: Type.Array(Type.String()),
  again_time: Type.Integer({ description: 'Unix seconds of the follow-up; 0 for none' }),
  create_time: Type.Integer(),
}, { title: 'EvaluateItem' })
export type EvaluateItem = Static<typeof EvaluateItem>

export const EvaluateCount = Type.Object({
  total: Type.Integer(),
  good: Type.Integer(),
  medium: Type.Integer(),
  poor: Type.Integer(),
  image: Type.Integer({ description: 'with pictures' }),
  good_rate: Type.Integer({ minimum: 0, maximum: 100, description: 'percent of good ones (rounded); 0 with none' }),
}, { title: 'EvaluateCount' })
export type EvaluateCount = Static<typeof EvaluateCount>

export const EvaluateFirst = Type.Object({
  ...EvaluateCount.properties,
  list: Type.Array(EvaluateItem, { description: 'the newest two' }),
}, { title: 'EvaluateFirst' })
export type EvaluateFirst = Static<typeof EvaluateFirst>

export const EvaluateOwnLine = Type.Object({
  order_goods_id: Type.Integer(),
  goods_id: Type.Integer(),
  sku_id: Type.Integer(),
  sku_name: Type.String(),
  spec_name: Type.String(),
  sku_image: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  num: Type.Integer(),
  refund_status: RefundStatusValue,
  can_evaluate: Type.Integer({ description: '1: this line takes part in the first evaluation (0: refunded)' }),
  can_again: Type.Integer({ description: '1: evaluated, not followed up, within the window' }),
  evaluate: Nullable(EvaluateItem),
}, { title: 'EvaluateOwnLine' })

export const EvaluateData = Type.Object({
  order_id: Type.Integer(),
  order_no: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  order_status: OrderStatusValue,
  is_evaluate: Type.Integer({ description: '0 not evaluated, 1 evaluated, 2 followed up' }),
  can_evaluate: Type.Integer({ description: '1: the first evaluation may be sent now' }),
  can_again: Type.Integer({ description: '1: some line may be followed up now' }),
  again_deadline: Type.Integer({ description: 'Unix seconds the follow-up window closes; 0 before the first evaluation' }),
  shop_desccredit: Type.Integer({ description: 'as evaluated; 0 before' }),
  shop_servicecredit: Type.Integer(),
  shop_deliverycredit: Type.Integer(),
  is_anonymous: Type.Integer(),
  order_goods: Type.Array(EvaluateOwnLine),
}, { title: 'EvaluateData' })
export type EvaluateData = Static<typeof EvaluateData>

export const EvaluateAdded = Type.Object({
  order_id: Type.Integer(),
  is_evaluate: Type.Integer(),
  evaluate_ids: Type.Array(Type.Integer()),
  point: Type.Integer({ description: 'points rewarded (0: none configured)' }),
  growth: Type.Integer({ description: 'growth rewarded (0: none configured)' }),
}, { title: 'EvaluateAdded' })
export type EvaluateAdded = Static<typeof EvaluateAdded>

export const EvaluateAgained = Type.Object({
  order_id: Type.Integer(),
  is_evaluate: Type.Integer(),
  evaluate_ids: Type.Array(Type.Integer()),
}, { title: 'EvaluateAgained' })
export type EvaluateAgained = Static<typeof EvaluateAgained>

export const evaluateApi = defineEndpoints('evaluate', {
  evaluateData: {
    method: ['GET', 'POST'], path: '/api/goodsevaluate/evaluateData', auth: 'member',
    summary: "An order's lines to evaluate or follow up, with what the caller wrote",
    description: 'Only the caller\'s order (-21450 otherwise, another member\'s alike). can_evaluate 1 while the order is received or ' +
      'completed and not evaluated; refunded lines have can_evaluate 0. can_again per line while its follow-up window is open.',
    input: OrderIdBody, response: EvaluateData, errors: [EvaluateError.ORDER_NOT_FOUND],
  },
  add: {
    method: 'POST', path: '/api/goodsevaluate/add', auth: 'member',
    summary: 'Evaluate a received or completed order, every line that was not refunded',
    description: 'Once per order: two racing submits give one evaluation (-21452 to the other). -21450 not the caller\'s order; ' +
      '-21451 not received (4) or completed (10); -21453 a line is unknown, repeated, refunded, of another SKU, or an evaluable line ' +
      'is missing; -21454 an image is not the caller\'s upload; -21458 order_no is another order\'s. explain_type is derived from ' +
      'scores (4-5 good, 3 medium, 1-2 poor). The order leaves the waitrate tab (is_evaluate 1). Points and growth are credited ' +
      'once per order when the website setting evaluate_config enables them.',
    input: EvaluateAddBody, response: EvaluateAdded,
    errors: [EvaluateError.ORDER_NOT_FOUND, EvaluateError.ORDER_NOT_EVALUABLE, EvaluateError.ALREADY_EVALUATED, EvaluateError.LINE_INVALID,
      EvaluateError.IMAGE_NOT_OWN, EvaluateError.ORDER_NO_MISMATCH],
  },
  again: {
    method: 'POST', path: '/api/goodsevaluate/again', auth: 'member',
    summary: 'Follow up evaluated lines, once per line, within the window after the first evaluation',
    description: '-21455 the order or a line was not evaluated, or a line was followed up already (racing follow-ups: one wins); ' +
      '-21456 the window (180 days) has passed; -21457 neither text nor images; -21454 an image is not the caller\'s upload. ' +
      'The order\'s is_evaluate becomes 2.',
    input: EvaluateAgainBody, response: EvaluateAgained,
    errors: [EvaluateError.ORDER_NOT_FOUND, EvaluateError.LINE_INVALID, EvaluateError.AGAIN_NOT_ALLOWED, EvaluateError.AGAIN_EXPIRED,
      EvaluateError.AGAIN_EMPTY, EvaluateError.IMAGE_NOT_OWN],
  },
  page: {
    method: ['GET', 'POST'], path: '/api/goodsevaluate/page', summary: "A page of a goods' evaluations, newest first",
    description: 'explain_type filters: good, medium, poor, image (with pictures), all (default). An unknown goods answers an empty page. ' +
      'Texts are plain text.',
    input: EvaluatePageBody, response: PageOf(EvaluateItem, 'EvaluateItemPage'),
  },
  count: {
    method: ['GET', 'POST'], path: '/api/goodsevaluate/count', summary: "A goods' evaluation counts per filter and its good rate",
    input: GoodsIdBody, response: EvaluateCount,
  },
  firstinfo: {
    method: ['GET', 'POST'], path: '/api/goodsevaluate/firstinfo', summary: 'The counts and the newest two evaluations, for the goods detail',
    input: GoodsIdBody, response: EvaluateFirst,
  },
})
