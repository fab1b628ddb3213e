import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of complaints to the platform: -21500 … -21549. */
export const ComplainError = defineErrors('complain', {
  COMPLAIN_LINE_NOT_FOUND: -21501,
  COMPLAIN_NOT_ALLOWED: -21502,
  COMPLAIN_NOT_FOUND: -21503,
  COMPLAIN_STATUS_CHANGED: -21504,
  COMPLAIN_IMAGE_INVALID: -21505,
})

addMessages({
  'zh-cn': {
    complain_line_not_found: '订单商品不存在',
    complain_not_allowed: '当前不能投诉：商家拒绝退款后，或商家超过 48 小时未处理时可申请平台介入',
    complain_not_found: '投诉不存在',
    complain_status_changed: '投诉状态已变化，请刷新后重试',
    complain_image_invalid: '凭证图片无效，请重新上传',
    'complain_status.1': '等待平台处理',
    'complain_status.2': '平台已处理',
    'complain_status.3': '已撤销',
    'complain_result.buyer': '平台支持退款',
    'complain_result.seller': '平台维持商家处理',
    'complain_reason.refund_refused': '商家无理拒绝退款',
    'complain_reason.no_answer': '商家长时间未处理',
    'complain_reason.goods_problem': '商品质量问题',
    'complain_reason.attitude': '商家服务态度差',
    'complain_reason.other': '其他',
  },
  'en-us': {
    complain_line_not_found: 'Order item not found',
    complain_not_allowed: 'You can ask the platform to step in once the shop refused the refund, or left it unanswered for 48 hours',
    complain_not_found: 'Complaint not found',
    complain_status_changed: 'The complaint has changed; please refresh and try again',
    complain_image_invalid: 'An evidence image is not valid; please upload it again',
    'complain_status.1': 'Waiting for the platform',
    'complain_status.2': 'Answered by the platform',
    'complain_status.3': 'Withdrawn',
    'complain_result.buyer': 'The platform supports the refund',
    'complain_result.seller': "The platform upholds the shop's decision",
    'complain_reason.refund_refused': 'The shop refused the refund without reason',
    'complain_reason.no_answer': 'The shop has not answered',
    'complain_reason.goods_problem': 'Quality problem',
    'complain_reason.attitude': 'Poor service',
    'complain_reason.other': 'Other',
  },
})
