import { fireEvent } from '@testing-library/react'
import Taro from '@tarojs/taro'
import evaluate from '@/locales/evaluate'
import { clearToast, fakeApi, flush, lastToast, renderApp, signIn, typeInto, type CallData } from '@/testing'
import OrderEvaluatePage from './evaluate'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/otherpages/order/evaluate/evaluate?order_id=8'),
  replaceRouteQuery: jest.fn(),
}))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
jest.mock('@/platform/system', () => ({ getNavMetrics: () => ({ statusBarHeight: 0, navBarHeight: 44, menuButtonWidth: 0 }) }))

const DATA = 'evaluateEvaluateData'
const ADD = 'evaluateAdd'

type EvaluateData = CallData<'evaluateEvaluateData'>
type Line = EvaluateData['order_goods'][number]

const line = (id: number, over: Partial<Line> = {}): Line => ({
  order_goods_id: id, goods_id: id, sku_id: id * 10, sku_name: `Goods ${id}`, spec_name: '', sku_image: '', price: 100, num: 1,
  refund_status: 0, can_evaluate: 1, can_again: 0, evaluate: null, ...over,
})
const data = (over: Partial<EvaluateData> = {}): EvaluateData => ({
  order_id: 8, order_no: 'N8', site_id: 1, site_name: 'Shop', order_status: 4, is_evaluate: 0, can_evaluate: 1, can_again: 0, again_deadline: 0,
  shop_desccredit: 0, shop_servicecredit: 0, shop_deliverycredit: 0, is_anonymous: 0,
  order_goods: [line(1), line(2, { refund_status: 3, can_evaluate: 0 })],
  ...over,
})

function render() {
  const r = renderApp(<OrderEvaluatePage />, 'en-us')
  for (const l of ['zh-cn', 'en-us'] as const) r.i18n.addResourceBundle(l, 'evaluate', evaluate[l])
  return r
}

beforeEach(() => {
  signIn(null)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { order_id: '8' } } } as any)
})
afterEach(() => {
  jest.restoreAllMocks()
  clearToast()
})

describe('order evaluate page', () => {
  it('rates the lines that were not refunded and sends the text as typed, anonymous', async () => {
    const api = fakeApi({ [DATA]: data(), [ADD]: { order_id: 8, is_evaluate: 1, evaluate_ids: [5], point: 20, growth: 0 } })
    const { container } = render()
    await flush()
    expect(container.querySelectorAll('.evaluate-line__form')).toHaveLength(1)
    expect(container.querySelector('.evaluate-line__note')!.textContent).toBe('Refunded: no review needed')
    fireEvent.click(container.querySelector('[data-order-goods-id="1"] [data-star="2"]')!)
    await flush(1)
    expect(container.querySelector('.evaluate-line__score-name')!.textContent).toBe('Poor · Negative')
    await typeInto(container, '.evaluate-line__content', ' <i>meh</i> ')
    fireEvent.click(container.querySelector('.evaluate-shop__row--shop_servicecredit [data-star="3"]')!)
    fireEvent.click(container.querySelector('.evaluate-anonymous')!)
    await flush(1)
    fireEvent.click(container.querySelector('.order-evaluate__submit')!)
    await flush()
    const sent = api.to(ADD)[0]!.data
    expect(sent).toMatchObject({
      order_id: 8, order_no: 'N8', is_anonymous: 1, shop_desccredit: 5, shop_servicecredit: 3, shop_deliverycredit: 5,
      goods_evaluate: [{ order_goods_id: 1, sku_id: 10, scores: 2, content: '<i>meh</i>', images: [], explain_type: 3 }],
    })
    expect(lastToast()).toBe('Thanks for your review: 20 points')
    // reloaded: what the server says now
    expect(api.to(DATA)).toHaveLength(2)
  })

  it('offers the follow-up of evaluated lines and refuses an empty one before sending', async () => {
    const item = {
      evaluate_id: 5, goods_id: 1, sku_id: 10, sku_name: 'Goods 1', spec_name: '', sku_image: '', content: '<b>ok</b>', images: [], scores: 5,
      explain_type: 1, is_anonymous: 0, member_name: 'Ann', member_headimg: '', explain_first: '', again_content: '', again_images: [], again_time: 0,
      create_time: 1_700_000_000,
    }
    const api = fakeApi({
      [DATA]: data({ is_evaluate: 1, can_evaluate: 0, can_again: 1, again_deadline: 1_715_552_000, order_goods: [line(1, { can_evaluate: 0, can_again: 1, evaluate: item })] }),
    })
    const { container } = render()
    await flush()
    expect(container.querySelector('.evaluate-card__content')!.textContent).toBe('<b>ok</b>')
    expect(container.querySelector('.evaluate-shop')).toBeNull()
    fireEvent.click(container.querySelector('.order-evaluate__submit')!)
    await flush()
    expect(lastToast()).toBe('Write a follow-up or add a photo')
    expect(api.to('evaluateAgain')).toHaveLength(0)
  })
})
