import { useState } from 'react'
import { fireEvent } from '@testing-library/react'
import { renderApp } from '@/testing'
import type { GoodsSku } from '@/services/api/contract.gen'
import { SkuPicker, type GoodsLimits } from './SkuPicker'

jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))

const sku = (sku_id: number, spec_name: string, stock: number): GoodsSku => ({ sku_id, spec_name, sku_image: '', price: 1000 + sku_id, market_price: 0, stock })
const SKUS = [sku(1, '红色', 3), sku(2, '蓝色', 10), sku(3, '黑色', 0)]

function Harness({ limits, onConfirm, start = SKUS[0] }: { limits?: GoodsLimits; onConfirm: jest.Mock; start?: GoodsSku }) {
  const [chosen, setChosen] = useState<GoodsSku | null>(start)
  return (
    <SkuPicker
      visible
      onClose={() => undefined}
      goodsName='T恤'
      unit='件'
      skus={SKUS}
      sku={chosen}
      onChoose={setChosen}
      limits={limits}
      confirmText='加入购物车'
      onConfirm={onConfirm}
    />
  )
}

const q = (sel: string) => document.querySelector(sel) as HTMLElement
const value = () => q('.sku-picker .qty-stepper__value').textContent
const spec = (name: string) => Array.from(document.querySelectorAll('.sku-picker__spec')).find((e) => e.textContent === name) as HTMLElement
const tapPlus = (n: number) => {
  for (let i = 0; i < n; i++) fireEvent.click(q('.sku-picker__plus'))
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('SKU picker', () => {
  it('lists every SKU by spec name with price and stock, the sold-out one disabled', () => {
    renderApp(<Harness onConfirm={jest.fn()} />)
    expect(Array.from(document.querySelectorAll('.sku-picker__spec')).map((e) => e.textContent)).toEqual(['红色', '蓝色', '黑色'])
    expect(spec('黑色').className).toContain('sku-picker__spec--disabled')
    expect(q('.sku-picker').textContent).toContain('库存3件')
    expect(q('.sku-picker .mall-price').textContent).toBe('¥10.01')
    fireEvent.click(spec('黑色'))
    expect(spec('红色').className).toContain('sku-picker__spec--active')
  })

  it('quantity stops at the stock and says so; confirm sends the SKU and quantity', () => {
    const onConfirm = jest.fn()
    renderApp(<Harness onConfirm={onConfirm} />)
    tapPlus(5)
    expect(value()).toBe('3')
    expect(q('.sku-picker__plus').className).toContain('qty-stepper__btn--disabled')
    expect(q('.sku-picker__hint').textContent).toBe('库存仅剩3件')
    fireEvent.click(q('.sku-picker__confirm'))
    expect(onConfirm).toHaveBeenCalledWith(SKUS[0], 3)
  })

  it('choosing a SKU with less stock pulls the quantity back inside', () => {
    renderApp(<Harness onConfirm={jest.fn()} start={SKUS[1]} />)
    tapPlus(6)
    expect(value()).toBe('7')
    fireEvent.click(spec('红色'))
    expect(value()).toBe('3')
  })

  it('keeps to max_buy and the member limit, and starts at min_buy', () => {
    const { unmount } = renderApp(<Harness onConfirm={jest.fn()} start={SKUS[1]} limits={{ maxBuy: 4 }} />)
    tapPlus(9)
    expect(value()).toBe('4')
    expect(q('.sku-picker__hint').textContent).toBe('每单最多购买4件')
    unmount()
    document.body.innerHTML = ''
    renderApp(<Harness onConfirm={jest.fn()} start={SKUS[1]} limits={{ minBuy: 2, memberLimit: 5, memberBought: 3 }} />)
    expect(value()).toBe('2')
    expect(q('.sku-picker__minus').className).toContain('qty-stepper__btn--disabled')
    expect(q('.sku-picker__hint').textContent).toBe('每人限购，您还可购买2件')
  })

  it('an out-of-stock SKU cannot be confirmed and says stock is short', () => {
    const onConfirm = jest.fn()
    renderApp(<Harness onConfirm={onConfirm} start={SKUS[2]} />)
    expect(q('.sku-picker__confirm').textContent).toBe('库存不足')
    expect(q('.sku-picker__hint').textContent).toBe('库存不足')
    fireEvent.click(q('.sku-picker__confirm'))
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('English texts', () => {
    renderApp(<Harness onConfirm={jest.fn()} />, 'en-us')
    expect(q('.sku-picker').textContent).toContain('Stock 3 件')
    expect(q('.sku-picker').textContent).toContain('Quantity')
  })
})
