const fs = require('fs')
const path = require('path')
const { createEnv, waitFor, dist } = require('./weapp-env')
const { startServer, forwardTo } = require('./server')

const built = fs.existsSync(path.join(dist, 'app.js'))
const describeBuilt = built ? describe : describe.skip

describeBuilt('weapp build: home page against the real server', () => {
  let server
  let env
  beforeAll(async () => {
    server = await startServer()
    env = createEnv({ onRequest: forwardTo(server.base) })
  })
  afterAll(() => server && server.stop())

  test('launch configuration and decoration arrive, goods cards show prices from the server', async () => {
    const page = env.openPage('pages/index/index/index')
    const html = await waitFor(() => {
      const h = page.dom.innerHTML.replace(/main--/g, '')
      return h.includes('goods-card') && h.includes('diy-nav') && h
    }, 30000)
    // the launch call went out with the mini-program's app_type
    const init = env.calls.find((c) => c.api === 'request' && c.opts.url.endsWith('/api/config/init'))
    expect(init.opts.method).toBe('POST')
    expect(init.opts.data).toMatchObject({ app_type: 'weapp', lang: 'zh-cn' })
    expect(html).toContain('diy-banner')
    expect(html).toMatch(/¥/)
    // the server's bottom navigation (with its icons) replaced the built-in default
    expect(JSON.stringify(env.storage.get('diy_bottom_nav'))).toContain('upload/demo')
    expect(html).toContain('mall-tabbar__item--home mall-tabbar__item--active')
  })
})
