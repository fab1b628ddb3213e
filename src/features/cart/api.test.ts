import { fakeApi, flush, refuse, signIn, signOut } from '@/testing'
import { useAppStore } from '@/store/app'
import { storage } from '@/platform/storage'
import { addLinesToCart } from '@/features/order/api'
import { addToCart, refreshCartCount, syncCartCountFor } from './api'
import { CHOSEN_KEY, readChosen } from './chosen'

afterEach(() => {
  jest.restoreAllMocks()
  signOut()
  useAppStore.setState({ cartCount: 0 })
  storage.remove(CHOSEN_KEY)
})

describe('what is added arrives ticked', () => {
  it('from the goods detail (addToCart): the answered cart line is chosen', async () => {
    signIn()
    fakeApi({ cartAdd: 5, cartCount: 4 })
    await addToCart(12, 2)
    expect([...readChosen()]).toEqual([5])
  })

  it('from buy again (addLinesToCart): each line that made it', async () => {
    signIn()
    fakeApi({
      cartAdd: (d) => (d.sku_id === 2 ? refuse(-20702, 'no stock') : d.sku_id * 10),
      cartCount: 2,
    })
    await expect(addLinesToCart([{ sku_id: 1, num: 1 }, { sku_id: 2, num: 1 }, { sku_id: 3, num: 1 }])).resolves.toMatchObject({ added: 2, failed: 1 })
    expect([...readChosen()].sort()).toEqual([10, 30])
  })

  it('a refused add chooses nothing', async () => {
    signIn()
    fakeApi({ cartAdd: refuse(-20702, 'no stock') })
    await expect(addToCart(12, 2)).rejects.toBeTruthy()
    expect(readChosen().size).toBe(0)
  })
})

describe('cart count sync', () => {
  it('add then count: the store holds the server count', async () => {
    signIn()
    const api = fakeApi({ cartAdd: 5, cartCount: 4 })
    await expect(addToCart(12, 2)).resolves.toBe(5)
    expect(api.to('cartAdd')[0].data).toMatchObject({ sku_id: 12, num: 2 })
    expect(useAppStore.getState().cartCount).toBe(4)
  })

  it('a failed count keeps the badge as it was, silently', async () => {
    signIn()
    useAppStore.setState({ cartCount: 3 })
    fakeApi({ cartCount: refuse(-10500, 'down') })
    await expect(refreshCartCount()).resolves.toBe(3)
    expect(useAppStore.getState().cartCount).toBe(3)
  })

  it('asks once per token', async () => {
    signIn()
    const api = fakeApi({ cartCount: 9 })
    syncCartCountFor('')
    syncCartCountFor('tk-a')
    syncCartCountFor('tk-a')
    await flush()
    expect(api.to('cartCount')).toHaveLength(1)
    expect(useAppStore.getState().cartCount).toBe(9)
    syncCartCountFor('tk-b')
    await flush()
    expect(api.to('cartCount')).toHaveLength(2)
  })
})
