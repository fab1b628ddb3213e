import { addPayload, againPayload, clampScore, daysBetween, draftProblem, explainTypeOf, MAX_CONTENT, textLength } from './rules'

describe('evaluation rules', () => {
  it('classes scores like the origin: 4-5 good, 3 medium, 1-2 poor', () => {
    expect([1, 2, 3, 4, 5].map(explainTypeOf)).toEqual([3, 3, 2, 1, 1])
    expect([0, 6, 2.5, NaN].map(clampScore)).toEqual([5, 5, 5, 5])
    expect(clampScore(2)).toBe(2)
  })

  it('counts characters as code points and bounds text and images', () => {
    expect(textLength('好评😀')).toBe(3)
    expect(draftProblem([{ content: 'x'.repeat(MAX_CONTENT), images: [] }])).toBeNull()
    expect(draftProblem([{ content: '字'.repeat(MAX_CONTENT + 1), images: [] }])).toEqual({ key: 'contentTooLong', max: MAX_CONTENT })
    expect(draftProblem([{ content: '', images: Array(7).fill('upload/a.png') }])).toEqual({ key: 'tooManyImages', max: 6 })
  })

  it('builds the add body with trimmed text kept as typed', () => {
    const body = addPayload({ order_id: 9, order_no: 'N1' }, [
      { order_goods_id: 1, sku_id: 11, scores: 2, content: '  <b>not html</b> ', images: ['upload/member/a.png'] },
    ], { shop_desccredit: 5, shop_servicecredit: 4, shop_deliverycredit: 3 }, true)
    expect(body).toEqual({
      order_id: 9, order_no: 'N1', is_anonymous: 1, shop_desccredit: 5, shop_servicecredit: 4, shop_deliverycredit: 3,
      goods_evaluate: [{ order_goods_id: 1, sku_id: 11, content: '<b>not html</b>', images: ['upload/member/a.png'], scores: 2, explain_type: 3 }],
    })
  })

  it('sends only the follow-ups written', () => {
    expect(againPayload(3, [{ order_goods_id: 1, content: ' ', images: [] }, { order_goods_id: 2, content: 'ok', images: [] }])).toEqual({
      order_id: 3, goods_evaluate: [{ order_goods_id: 2, again_content: 'ok', again_images: [] }],
    })
    expect(daysBetween(0, 86400 * 3 + 5)).toBe(3)
    expect(daysBetween(10, 5)).toBe(0)
  })
})
