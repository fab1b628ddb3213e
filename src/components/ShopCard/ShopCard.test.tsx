import { fireEvent } from '@testing-library/react'
import { renderApp } from '@/testing'
import type { ShopCardData } from '@/features/shop/types'
import { ShopCard } from './ShopCard'

jest.mock('@/utils/navigate', () => ({ go: jest.fn(), back: jest.fn(), currentRoute: jest.fn(() => '/') }))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p ?? 'default'}` }))
const { go } = require('@/utils/navigate') as { go: jest.Mock }

const shop: ShopCardData = {
  site_id: 9,
  site_name: '街角面包房',
  logo: 'upload/demo/shop/9.png',
  address: '人民路 8 号',
  full_address: '上海市黄浦区人民路 8 号',
  lat: 31.23,
  lng: 121.47,
  start_time: '08:00:00',
  end_time: '20:00:00',
  goods_count: 12,
  is_recommend: 1,
}

const at = (hms: string) => new Date(`2024-05-01T${hms}`)
const tag = (c: HTMLElement) => c.querySelector('.shop-open-tag') as HTMLElement

describe('ShopCard', () => {
  it('shows name, logo, address and goods count', () => {
    const { container } = renderApp(<ShopCard shop={shop} now={at('12:00:00')} />)
    const card = container.querySelector('.shop-card')!
    expect(card.textContent).toContain('街角面包房')
    expect(card.textContent).toContain('上海市黄浦区人民路 8 号')
    expect(card.textContent).toContain('12件商品')
    expect(card.querySelector('.shop-card__logo')?.getAttribute('src')).toBe('https://img.test/upload/demo/shop/9.png')
  })

  it('is open inside its hours and closed outside them', () => {
    const open = renderApp(<ShopCard shop={shop} now={at('12:00:00')} />).container
    expect(tag(open).textContent).toBe('营业中')
    expect(tag(open).className).toContain('shop-open-tag--open')
    const early = renderApp(<ShopCard shop={shop} now={at('07:59:59')} />).container
    expect(tag(early).textContent).toBe('休息中')
    const late = renderApp(<ShopCard shop={shop} now={at('20:30:00')} />, 'en-us').container
    expect(tag(late).textContent).toBe('Closed')
    expect(tag(late).className).toContain('shop-open-tag--closed')
  })

  it('missing hours default to the whole day (00:00:00 to 23:59:59)', () => {
    const { container } = renderApp(<ShopCard shop={{ ...shop, start_time: null, end_time: null }} now={at('03:00:00')} />)
    expect(tag(container).textContent).toBe('营业中')
  })

  it('shows the distance only when the server sent one, and opens the shop page', () => {
    const none = renderApp(<ShopCard shop={shop} now={at('12:00:00')} />).container
    expect(none.querySelector('.shop-card__distance')).toBeNull()
    const near = renderApp(<ShopCard shop={{ ...shop, distance: 350 }} now={at('12:00:00')} />).container
    expect(near.querySelector('.shop-card__distance')?.textContent).toMatch(/350/)
    const far = renderApp(<ShopCard shop={{ ...shop, distance: 2500 }} now={at('12:00:00')} />).container
    expect(far.querySelector('.shop-card__distance')?.textContent).toMatch(/2\.5.*km/)
    fireEvent.click(far.querySelector('.shop-card')!)
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/\/pages\/dianjia\/detail\/detail\?site_id=9$/))
  })
})
