const fs = require('fs')
const path = require('path')
const { createEnv, waitFor, dist } = require('./weapp-env')

const built = fs.existsSync(path.join(dist, 'app.js'))
const describeBuilt = built ? describe : describe.skip

describeBuilt('weapp build: member page', () => {
  let env
  beforeAll(() => {
    env = createEnv({
      onRequest: (opts) => {
        // no server in this check: the launch call fails like an unreachable network
        throw new Error(`offline in this test: ${opts.url}`)
      },
    })
  })

  test('renders the visitor view with the tab bar, and a tab tap relaunches the cart page', async () => {
    const page = env.openPage('pages/member/index/index')
    const html = await waitFor(() => {
      // miniprogram-simulate prefixes classes with the tag name ('main--')
      const h = page.dom.innerHTML.replace(/main--/g, '')
      return h.includes('mall-tabbar__item--cart') && h
    })
    expect(html).toContain('mall-tabbar__item--member mall-tabbar__item--active')
    expect(html).toContain('购物车')
    const cartItem = page.querySelector('.mall-tabbar__item--cart')
    expect(cartItem).toBeTruthy()
    cartItem.dispatchEvent('tap')
    const relaunch = await waitFor(() => env.calls.find((c) => c.api === 'reLaunch'))
    expect(relaunch.opts.url).toBe('/pages/goods/cart/cart')
  })
})
