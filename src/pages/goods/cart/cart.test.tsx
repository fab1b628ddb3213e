import { fireEvent, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { clearToast, fakeApi, flush, lastToast, refuse, renderApp, signIn, signOut } from '@/testing'
import { useAppStore } from '@/store/app'
import { storage } from '@/platform/storage'
import { CHOSEN_KEY, chooseAdded, readChosen } from '@/features/cart/chosen'
import CartPage from './cart'

jest.mock('@/utils/navigate', () => ({
  go: jest.fn(() => Promise.resolve()),
  back: jest.fn(() => Promise.resolve()),
  currentRoute: jest.fn(() => '/pages/goods/cart/cart'),
}))
jest.mock('@/services/image', () => ({ img: (p?: string) => `https://img.test/${p || 'default'}` }))
const nav = require('@/utils/navigate') as { go: jest.Mock }

const LISTS = 'cartLists'
const COUNT = 'cartCount'
const EDIT = 'cartEdit'
const DELETE = 'cartDelete'
const CLEAR = 'cartClearInvalid'

const line = (cart_id: number, site_id: number, price: number, num: number, extra: Record<string, unknown> = {}) => ({
  cart_id,
  site_id,
  site_name: `店${site_id}`,
  sku_id: cart_id * 10,
  goods_id: cart_id,
  goods_name: `商品${cart_id}`,
  sku_image: '',
  spec_name: '默认',
  price,
  market_price: 0,
  num,
  stock: 10,
  goods_status: 1,
  is_virtual: 0,
  min_buy: 0,
  max_buy: 0,
  member_limit: 0,
  invalid_reason: null,
  ...extra,
})

const VALID = [line(1, 1, 1990, 2), line(2, 2, 500, 1), line(3, 1, 10, 3), line(4, 2, 700, 5, { stock: 3 })]
const INVALID = [line(9, 1, 100, 1, { invalid_reason: 'off_sale', stock: 0 }), line(8, 2, 100, 1, { invalid_reason: 'sku_gone', goods_id: 0 })]

const q = (c: HTMLElement, sel: string) => c.querySelector(sel) as HTMLElement
const all = (c: HTMLElement, sel: string) => Array.from(c.querySelectorAll(sel)) as HTMLElement[]
const lineEl = (c: HTMLElement, name: string) => all(c, '.cart-line').find((el) => el.textContent?.includes(name))!
const total = (c: HTMLElement) => q(c, '.cart-total').textContent

async function openCart(valid = VALID, invalid = INVALID, extra: Record<string, unknown> = {}) {
  signIn()
  const api = fakeApi({ [LISTS]: { valid, invalid }, [COUNT]: valid.reduce((n, l) => n + l.num, 0), ...extra })
  const view = renderApp(<CartPage />)
  await waitFor(() => expect(view.container.querySelector('.cart-shop')).not.toBeNull())
  await flush()
  return { api, ...view }
}

afterEach(() => {
  jest.restoreAllMocks()
  nav.go.mockClear()
  clearToast()
  signOut()
  useAppStore.setState({ cartCount: 0 })
  storage.remove(CHOSEN_KEY)
})

describe('cart page', () => {
  it('asks visitors to log in, returning to the cart, without calling the cart', () => {
    signOut()
    const api = fakeApi({})
    const { getByText, container } = renderApp(<CartPage />)
    expect(container.querySelector('.cart-page')).not.toBeNull()
    fireEvent.click(getByText('去登录'))
    expect(nav.go).toHaveBeenCalledWith(`/pages/login/login/login?back=${encodeURIComponent('/pages/goods/cart/cart')}`)
    expect(api.calls).toHaveLength(0)
  })

  it('groups valid lines by shop, shows invalid lines apart with their reason, and syncs the badge count', async () => {
    const { container } = await openCart()
    const shops = all(container, '.cart-shop')
    expect(shops.map((s) => s.querySelector('.cart-shop__name')?.textContent)).toEqual(['店1', '店2'])
    expect(shops[0].querySelectorAll('.cart-line')).toHaveLength(2)
    const invalid = q(container, '.cart-invalid')
    expect(invalid.querySelectorAll('.cart-line')).toHaveLength(2)
    expect(invalid.textContent).toContain('已下架')
    expect(invalid.textContent).toContain('规格已失效')
    expect(useAppStore.getState().cartCount).toBe(11)
    // the line with more pieces than stock says so and cannot be chosen
    expect(lineEl(container, '商品4').textContent).toContain('库存不足，仅剩3件')
    expect(lineEl(container, '商品4').querySelector('.cart-line__check')?.className).toContain('cart-check--disabled')
  })

  it('selects per line, per shop and all; the total is the chosen buyable lines in fen; checkout passes their ids', async () => {
    const { container } = await openCart()
    expect(total(container)).toContain('¥0.00')
    fireEvent.click(lineEl(container, '商品2').querySelector('.cart-line__check')!)
    expect(total(container)).toContain('¥5.00')

    // the first shop: both its lines
    const shop1 = all(container, '.cart-shop')[0]
    fireEvent.click(shop1.querySelector('.cart-shop__check')!)
    expect(total(container)).toContain('¥45.10') // 19.90*2 + 0.10*3 + 5.00
    expect(shop1.querySelector('.cart-shop__check')?.className).toContain('cart-check--on')
    // all chosen (the short line is not choosable), so select-all shows on; tapping it clears everything
    expect(q(container, '.cart-select-all').className).toContain('cart-check--on')
    fireEvent.click(q(container, '.cart-select-all'))
    expect(total(container)).toContain('¥0.00')
    fireEvent.click(q(container, '.cart-select-all'))
    expect(total(container)).toContain('¥45.10')
    // one shop line off: the shop is no longer all chosen
    fireEvent.click(lineEl(container, '商品3').querySelector('.cart-line__check')!)
    expect(shop1.querySelector('.cart-shop__check')?.className).not.toContain('cart-check--on')
    expect(q(container, '.cart-select-all').className).not.toContain('cart-check--on')
    expect(total(container)).toContain('¥44.80')

    fireEvent.click(q(container, '.cart-checkout'))
    expect(nav.go).toHaveBeenCalledWith('/pages/order/payment/payment?cart_ids=1,2')
  })

  it('a line just added (goods detail, buy again) is ticked: the total and the checkout count show it', async () => {
    chooseAdded(2)
    const { container } = await openCart()
    expect(lineEl(container, '商品2').querySelector('.cart-line__check')?.className).toContain('cart-check--on')
    expect(lineEl(container, '商品1').querySelector('.cart-line__check')?.className).not.toContain('cart-check--on')
    expect(total(container)).toContain('¥5.00')
    expect(q(container, '.cart-checkout').textContent).toContain('结算(1)')
  })

  it('what was ticked is still ticked on the next visit; lines that left the cart leave the selection', async () => {
    const first = await openCart()
    fireEvent.click(lineEl(first.container, '商品1').querySelector('.cart-line__check')!)
    first.unmount()
    expect([...readChosen()]).toEqual([1])
    chooseAdded(77) // a line that is no longer in the cart
    const { container } = await openCart()
    expect(total(container)).toContain('¥39.80')
    await waitFor(() => expect([...readChosen()]).toEqual([1]))
  })

  it('the labels toggle their boxes: 全选 and a shop name', async () => {
    const { container } = await openCart()
    fireEvent.click(q(container, '.cart-bar__all-text'))
    expect(q(container, '.cart-select-all').className).toContain('cart-check--on')
    expect(total(container)).toContain('¥45.10')
    fireEvent.click(q(container, '.cart-bar__all-text'))
    expect(total(container)).toContain('¥0.00')
    const shop2 = all(container, '.cart-shop')[1]
    fireEvent.click(shop2.querySelector('.cart-shop__name')!)
    expect(shop2.querySelector('.cart-shop__check')?.getAttribute('aria-checked')).toBe('true')
    expect(total(container)).toContain('¥5.00')
    expect(nav.go).not.toHaveBeenCalled()
    // the arrow beside the name opens the shop
    fireEvent.click(shop2.querySelector('.cart-shop__enter')!)
    expect(nav.go).toHaveBeenCalledWith(expect.stringContaining('site_id=2'))
  })

  it('every box is a named checkbox', async () => {
    const { container } = await openCart()
    const boxes = all(container, '[role="checkbox"]')
    expect(boxes.length).toBe(1 + 2 + 4) // select all, two shops, four lines
    for (const box of boxes) expect(box.getAttribute('aria-label') || box.textContent?.trim()).toBeTruthy()
    expect(lineEl(container, '商品1').querySelector('.cart-line__check')?.getAttribute('aria-label')).toBe('选择 商品1')
  })

  it('changes a quantity through /api/cart/edit after the taps settle', async () => {
    const { container, api } = await openCart(VALID, [], { [EDIT]: (d: any) => d.cart_id })
    const plus = lineEl(container, '商品1').querySelector('.cart-line__plus')!
    fireEvent.click(plus)
    fireEvent.click(plus)
    expect(lineEl(container, '商品1').querySelector('.qty-stepper__value')?.textContent).toBe('4')
    await waitFor(() => expect(api.to(EDIT)).toHaveLength(1))
    expect(api.to(EDIT)[0].data).toMatchObject({ cart_id: 1, num: 4 })
    await flush()
    expect(lineEl(container, '商品1').querySelector('.qty-stepper__value')?.textContent).toBe('4')
    expect(api.to(COUNT).length).toBeGreaterThanOrEqual(2)
  })

  it('a refused quantity goes back to the server value with the server message', async () => {
    const { container, api } = await openCart(VALID, [], { [EDIT]: refuse(-20705, '该商品每人限购 2 件，您已购买 0 件') })
    fireEvent.click(lineEl(container, '商品1').querySelector('.cart-line__plus')!)
    expect(lineEl(container, '商品1').querySelector('.qty-stepper__value')?.textContent).toBe('3')
    await waitFor(() => expect(api.to(EDIT)).toHaveLength(1))
    await waitFor(() => expect(lineEl(container, '商品1').querySelector('.qty-stepper__value')?.textContent).toBe('2'))
    expect(lastToast()).toBe('该商品每人限购 2 件，您已购买 0 件')
  })

  it('checkout sends a quantity still waiting first, and stays when it is refused', async () => {
    let allow = false
    const { container, api } = await openCart(VALID, [], { [EDIT]: (d: any) => (allow ? d.cart_id : refuse(-20702, '库存不足，当前库存 2 件')) })
    fireEvent.click(lineEl(container, '商品1').querySelector('.cart-line__check')!)
    fireEvent.click(lineEl(container, '商品1').querySelector('.cart-line__plus')!)
    fireEvent.click(q(container, '.cart-checkout'))
    await waitFor(() => expect(api.to(EDIT)).toHaveLength(1))
    await flush()
    expect(nav.go).not.toHaveBeenCalled()
    expect(lineEl(container, '商品1').querySelector('.qty-stepper__value')?.textContent).toBe('2')
    allow = true
    fireEvent.click(lineEl(container, '商品1').querySelector('.cart-line__plus')!)
    fireEvent.click(q(container, '.cart-checkout'))
    await waitFor(() => expect(nav.go).toHaveBeenCalledWith('/pages/order/payment/payment?cart_ids=1'))
    expect(api.to(EDIT)[1].data).toMatchObject({ cart_id: 1, num: 3 })
    await new Promise((r) => setTimeout(r, 500))
    expect(api.to(EDIT)).toHaveLength(2) // the debounce timer was cancelled
  })

  it('leaving the page sends a quantity still waiting', async () => {
    const { container, api, unmount } = await openCart(VALID, [], { [EDIT]: (d: any) => d.cart_id })
    fireEvent.click(lineEl(container, '商品2').querySelector('.cart-line__plus')!)
    unmount()
    await waitFor(() => expect(api.to(EDIT)).toHaveLength(1))
    expect(api.to(EDIT)[0].data).toMatchObject({ cart_id: 2, num: 2 })
  })

  it('the stepper keeps within stock and max_buy', async () => {
    const { container } = await openCart([line(1, 1, 100, 3, { max_buy: 3 }), line(2, 1, 100, 1, { min_buy: 1 })], [])
    expect(lineEl(container, '商品1').querySelector('.cart-line__plus')?.className).toContain('qty-stepper__btn--disabled')
    expect(lineEl(container, '商品2').querySelector('.cart-line__minus')?.className).toContain('qty-stepper__btn--disabled')
  })

  it('deletes a line after confirmation and reloads', async () => {
    let lines = VALID
    const { container, api } = await openCart(VALID, [], {
      [LISTS]: () => ({ valid: lines, invalid: [] }),
      [DELETE]: (d: any) => {
        lines = lines.filter((l) => !String(d.cart_id).split(',').includes(String(l.cart_id)))
        return 1
      },
    })
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as any).mockResolvedValue({ confirm: true, cancel: false } as any)
    fireEvent.click(lineEl(container, '商品2').querySelector('.cart-line__delete')!)
    await flush()
    expect(api.to(DELETE)).toHaveLength(0)
    fireEvent.click(lineEl(container, '商品2').querySelector('.cart-line__delete')!)
    await waitFor(() => expect(api.to(DELETE)).toHaveLength(1))
    expect(api.to(DELETE)[0].data).toMatchObject({ cart_id: '2' })
    expect(modal).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(all(container, '.cart-line')).toHaveLength(3))
  })

  it('edit mode deletes the chosen lines in one call, short-of-stock lines included', async () => {
    const { container, api, getByText } = await openCart(VALID, [], { [DELETE]: 2 })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    fireEvent.click(getByText('编辑'))
    expect(container.querySelector('.cart-checkout')).toBeNull()
    fireEvent.click(lineEl(container, '商品4').querySelector('.cart-line__check')!)
    fireEvent.click(lineEl(container, '商品1').querySelector('.cart-line__check')!)
    fireEvent.click(container.querySelector('.cart-delete')!)
    await waitFor(() => expect(api.to(DELETE)).toHaveLength(1))
    expect(api.to(DELETE)[0].data).toMatchObject({ cart_id: '1,4' })
  })

  it('clears the invalid lines', async () => {
    let invalid = INVALID
    const { container, api } = await openCart(VALID, INVALID, {
      [LISTS]: () => ({ valid: VALID, invalid }),
      [CLEAR]: () => {
        invalid = []
        return 2
      },
    })
    jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as any)
    fireEvent.click(q(container, '.cart-clear-invalid'))
    await waitFor(() => expect(api.to(CLEAR)).toHaveLength(1))
    await waitFor(() => expect(container.querySelector('.cart-invalid')).toBeNull())
  })

  it('pull-down refresh reads the cart again', async () => {
    let lines = VALID
    const { container, api } = await openCart(VALID, [], { [LISTS]: () => ({ valid: lines, invalid: [] }) })
    lines = VALID.slice(0, 1)
    const area = container.querySelector('.mall-pull__touch')!
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      fireEvent[type](area, { touches: type === 'touchEnd' ? [] : [{ clientY: y }], changedTouches: [{ clientY: y }] })
    touch('touchStart', 0)
    touch('touchMove', 300)
    touch('touchEnd', 300)
    // counts, not the elements: a failing match would print the whole page (and exceed the string limit)
    await waitFor(() => expect(all(container, '.cart-line').length).toBe(1), { timeout: 4000 })
    expect(api.to(LISTS)).toHaveLength(2)
  }, 15_000) // two loads and a pull: slow beside the journeys

  it('shows Empty with a go-shopping button for an empty cart', async () => {
    signIn()
    fakeApi({ [LISTS]: { valid: [], invalid: [] }, [COUNT]: 0 })
    const { container } = renderApp(<CartPage />)
    await waitFor(() => expect(container.querySelector('.mall-empty__button')).not.toBeNull())
    expect(container.querySelector('.mall-empty')?.textContent).toContain('去逛逛')
    fireEvent.click(container.querySelector('.mall-empty__button')!)
    expect(nav.go).toHaveBeenCalledWith('/pages/index/index/index', 'tabbar')
  })

  it('English texts', async () => {
    signIn()
    fakeApi({ [LISTS]: { valid: VALID, invalid: INVALID }, [COUNT]: 11 })
    const { container } = renderApp(<CartPage />, 'en-us')
    await waitFor(() => expect(container.querySelector('.cart-invalid')).not.toBeNull())
    expect(q(container, '.cart-clear-invalid').textContent).toBe('Clear unavailable items')
    expect(q(container, '.cart-checkout').textContent).toContain('Check out (0)')
  })
})
