import type { Generated } from 'kysely'

/** One evaluation of one order line (0020_evaluate); unique order_goods_id. */
export interface GoodsEvaluateTable {
  evaluate_id: Generated<number>
  website_id: number
  site_id: number
  order_id: number
  order_no: Generated<string>
  order_goods_id: number
  goods_id: number
  sku_id: number
  sku_name: Generated<string>
  spec_name: Generated<string>
  sku_image: Generated<string>
  member_id: number
  /** nickname and head image when written; masked on the way out when anonymous */
  member_name: Generated<string>
  member_headimg: Generated<string>
  is_anonymous: Generated<number>
  /** goods score 1..5 */
  scores: number
  /** 1 good, 2 medium, 3 poor: from scores */
  explain_type: number
  /** plain text as the member typed it; never HTML */
  content: string
  /** JSON array of upload-relative paths */
  images: Generated<string>
  has_image: Generated<number>
  shop_desccredit: Generated<number>
  shop_servicecredit: Generated<number>
  shop_deliverycredit: Generated<number>
  again_content: Generated<string>
  again_images: Generated<string>
  /** 0 until the one follow-up */
  again_time: Generated<number>
  explain_first: Generated<string>
  is_show: Generated<number>
  created_at: number
}

export interface EvaluateTables {
  goods_evaluate: GoodsEvaluateTable
}
