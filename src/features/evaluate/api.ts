import {
  evaluateAdd, evaluateAgain, evaluateCount, evaluateEvaluateData, evaluateFirstinfo, evaluatePage, uploadImage,
  type EvaluateAddInput, type EvaluateAgainInput, type EvaluateFilter, type EvaluateItem, type EvaluateEvaluateDataData,
  type EvaluateFirstinfoData, type EvaluateCountData, type EvaluatePageData, type EvaluateAddData,
} from '@/services/api/contract.gen'

export type { EvaluateFilter, EvaluateItem }
export type EvaluateData = EvaluateEvaluateDataData
export type EvaluateLine = EvaluateData['order_goods'][number]
export type EvaluateCounts = EvaluateCountData
export type EvaluateFirst = EvaluateFirstinfoData

export const fetchEvaluateData = (orderId: number): Promise<EvaluateData> => evaluateEvaluateData({ order_id: orderId })

export const submitEvaluation = (input: EvaluateAddInput): Promise<EvaluateAddData> => evaluateAdd(input)

export const submitFollowUp = (input: EvaluateAgainInput) => evaluateAgain(input)

export function fetchEvaluations(goodsId: number, filter: EvaluateFilter, page: number, pageSize: number): Promise<EvaluatePageData> {
  return evaluatePage({ goods_id: goodsId, explain_type: filter, page, page_size: pageSize })
}

export const fetchEvaluateCounts = (goodsId: number): Promise<EvaluateCounts> => evaluateCount({ goods_id: goodsId }, { silent: true })

/** The goods page's block: silent, a failure only hides it. */
export const fetchFirstEvaluations = (goodsId: number): Promise<EvaluateFirst> => evaluateFirstinfo({ goods_id: goodsId }, { silent: true })

/** One chosen image to the member's uploads (kind evaluate); answers its pic_path. */
export async function uploadEvaluateImage(filePath: string): Promise<string> {
  return (await uploadImage(filePath, { path: 'evaluate' })).pic_path
}
