import { fakeApi, flush, signIn, signOut } from '@/features/member/testing'
import { useAppStore } from '@/store/app'
import { addToCart, refreshCartCount, syncCartCountFor } from './api'

afterEach(() => {
  jest.restoreAllMocks()
  signOut()
  useAppStore.setState({ cartCount: 0 })
})

describe('cart count sync', () => {
  it('add then count: the store holds the server count', async () => {
    signIn()
    const api = fakeApi({ '/api/cart/add': 5, '/api/cart/count': 4 })
    await expect(addToCart(12, 2)).resolves.toBe(5)
    expect(api.to('/api/cart/add')[0].data).toMatchObject({ sku_id: 12, num: 2 })
    expect(useAppStore.getState().cartCount).toBe(4)
  })

  it('a failed count keeps the badge as it was, silently', async () => {
    signIn()
    useAppStore.setState({ cartCount: 3 })
    fakeApi({ '/api/cart/count': { code: -10500, message: 'down', data: null } })
    await expect(refreshCartCount()).resolves.toBe(3)
    expect(useAppStore.getState().cartCount).toBe(3)
  })

  it('asks once per token', async () => {
    signIn()
    const api = fakeApi({ '/api/cart/count': 9 })
    syncCartCountFor('')
    syncCartCountFor('tk-a')
    syncCartCountFor('tk-a')
    await flush()
    expect(api.to('/api/cart/count')).toHaveLength(1)
    expect(useAppStore.getState().cartCount).toBe(9)
    syncCartCountFor('tk-b')
    await flush()
    expect(api.to('/api/cart/count')).toHaveLength(2)
  })
})
