import { fireEvent } from '@testing-library/react'
import { renderApp } from '@/testing'
import { Price } from '@/components/Price/Price'
import type { GoodsCardData } from '@/features/catalog/types'
import { GoodsCard } from './GoodsCard'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(), back: jest.fn(), currentRoute: jest.fn(() => '/') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p ?? 'default'}` }))
const { go } = require('@/utils/navigate') as { go: jest.Mock }

const goods: GoodsCardData = {
  goods_id: 7,
  sku_id: 71,
  goods_name: '有机苹果 5斤装',
  sku_image: 'upload/demo/goods/7.png',
  price: 1990,
  market_price: 2500,
  sale_num: 321,
  stock: 12,
  unit: '件',
  site_id: 2,
  site_name: '鲜果铺',
}

describe('GoodsCard', () => {
  it('shows the name, image and prices in yuan from integer fen', () => {
    const { container } = renderApp(<GoodsCard goods={goods} />)
    const card = container.querySelector('.goods-card')!
    expect(card.textContent).toContain('有机苹果 5斤装')
    expect(card.querySelector('.goods-card__image')?.getAttribute('src')).toBe('https://img.test/upload/demo/goods/7.png')
    const prices = card.querySelectorAll('.mall-price')
    expect(prices[0].textContent).toBe('¥19.90')
    expect(prices[1].textContent).toBe('¥25.00')
    expect(prices[1].classList.contains('mall-price--line')).toBe(true)
    expect(card.textContent).toContain('已售321')
  })

  it('hides the market price when it is not higher, and uses an override price (topic)', () => {
    const { container } = renderApp(<GoodsCard goods={{ ...goods, market_price: 1990 }} price={905} />)
    const prices = container.querySelectorAll('.mall-price')
    expect(prices).toHaveLength(2)
    expect(prices[0].textContent).toBe('¥9.05')
    const { container: c2 } = renderApp(<GoodsCard goods={{ ...goods, market_price: 0 }} />)
    expect(c2.querySelectorAll('.mall-price')).toHaveLength(1)
  })

  it('marks sold-out goods and opens the detail page on tap', () => {
    const { container } = renderApp(<GoodsCard goods={{ ...goods, stock: 0 }} />, 'en-us')
    expect(container.textContent).toContain('Sold out')
    fireEvent.click(container.querySelector('.goods-card')!)
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/\/pages\/goods\/detail\/detail\?sku_id=71$/))
  })
})

describe('Price', () => {
  it('formats fen without floating point drift', () => {
    const { container } = renderApp(
      <>
        <Price fen={0} />
        <Price fen={5} />
        <Price fen={100000} />
        <Price fen={1999} line />
      </>,
    )
    expect(Array.from(container.querySelectorAll('.mall-price')).map((e) => e.textContent)).toEqual([
      '¥0.00',
      '¥0.05',
      '¥1000.00',
      '¥19.99',
    ])
  })
})
