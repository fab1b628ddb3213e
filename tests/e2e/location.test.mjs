// Location and share journeys through the built H5 against the real seeded server (issue 9), with the
// no-key map provider (no TENCENT_MAP_KEY: no map tiles, nothing fetched from a map service):
// the address form's locate button opens /h5/choose-location, the region and the text chosen there
// come back into the form; /h5/open-location shows a place's name and address; the goods detail's
// share sheet copies a link that credits the logged-in member.
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { api, chromiumPath, fill, journey, passwordLogin } from './harness.mjs'

const skip = chromiumPath() ? false : 'chromium not installed (apt-get install chromium)'
const DEMO = { mobile: '13800000000', password: 'mall123456' }

const login = (base) => passwordLogin(base, DEMO.mobile, DEMO.password)

/** Picks province, city and district in the area picker by name and confirms. */
async function pickArea(page, names) {
  await page.locator('.area-picker').waitFor()
  for (const name of names) {
    const option = page.locator('.area-option', { hasText: name }).first()
    await option.waitFor({ timeout: 15_000 })
    await option.click()
  }
  await page.locator('.area-confirm').click()
}

describe('choose and open a location, share a goods (H5, no map key)', { skip }, () => {
  const j = journey()
  let token = ''
  const mapRequests = []

  it('locates an address by region and text on /h5/choose-location and comes back with it', async () => {
    const { page, errors } = j.b
    const { base } = j.server
    page.on('request', (r) => {
      if (/map\.qq\.com|maps\./.test(r.url())) mapRequests.push(r.url())
    })
    token = await login(base)
    await page.goto(`${base}/h5/`)
    await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ data: t })), token)
    await page.goto(`${base}/h5/otherpages/member/address_edit/address_edit`)
    await page.locator('.address-locate').waitFor({ timeout: 30_000 })
    await fill(page, 'address-name', '张三')

    await page.locator('.address-locate').click()
    await page.waitForURL(/\/h5\/choose-location$/)
    await page.locator('.choose-location__region').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('iframe').count(), 0, 'no map frame without a key')

    // confirming without a region is refused
    await page.locator('.choose-location__confirm').click()
    await page.getByText('请选择所在地区').first().waitFor()

    await page.locator('.choose-location__region').click()
    await pickArea(page, ['浙江省', '杭州市', '西湖区'])
    await page.locator('.choose-location__region', { hasText: '西湖区' }).waitFor()
    await fill(page, 'choose-location__text', '文三路 90 号')
    const centre = page.waitForResponse((r) => r.url().includes('/api/location/regioncentre'))
    const tran = page.waitForResponse((r) => r.url().includes('/api/memberaddress/tranAddressInfo'))
    await page.locator('.choose-location__confirm').click()
    assert.equal((await (await centre).json()).data.district_id, 330106)
    assert.equal((await (await tran).json()).data.district_id, 330106)

    // back on the form (the same entry: what was typed is still there), filled from the place
    await page.waitForURL(/\/address_edit\/address_edit/)
    await page.locator('.address-area', { hasText: '西湖区' }).waitFor({ timeout: 15_000 })
    assert.match(await page.locator('.address-area').innerText(), /浙江省.*杭州市.*西湖区/s)
    assert.equal(await page.locator('input.address-detail, .address-detail input').inputValue(), '文三路 90 号')
    assert.equal(await page.locator('input.address-name, .address-name input').inputValue(), '张三')
    assert.deepEqual(errors, [])
  })

  it('leaving /h5/choose-location without a choice changes nothing', async () => {
    const { page } = j.b
    await page.locator('.address-locate').click()
    await page.waitForURL(/\/h5\/choose-location$/)
    await page.locator('.choose-location__region').waitFor()
    await page.goBack()
    await page.waitForURL(/\/address_edit\/address_edit/)
    await page.locator('.address-locate').waitFor()
    assert.equal(await page.locator('input.address-detail, .address-detail input').inputValue(), '文三路 90 号')
  })

  it('shows a place on /h5/open-location: name, address and coordinates, without tiles', async () => {
    const { page, errors } = j.b
    const { base } = j.server
    const q = new URLSearchParams({ latitude: '30.2668', longitude: '120.1302', name: '玉泉店', address: '浙江省杭州市西湖区玉古路 1 号' })
    await page.goto(`${base}/h5/open-location?${q}`)
    await page.locator('.open-location__name').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.open-location__name').innerText(), '玉泉店')
    assert.equal(await page.locator('.open-location__address').innerText(), '浙江省杭州市西湖区玉古路 1 号')
    assert.match(await page.locator('.open-location__coords').innerText(), /30\.266800, 120\.130200/)
    assert.equal(await page.locator('iframe').count(), 0)
    // a broken address says so instead of showing nothing
    await page.goto(`${base}/h5/open-location?latitude=abc`)
    await page.locator('.mall-error').waitFor({ timeout: 30_000 })
    assert.deepEqual(errors, [])
    assert.deepEqual(mapRequests, [])
  })

  it('each system page also renders at its declared path, not only at its short address', async () => {
    const { page, errors } = j.b
    const { base } = j.server
    const q = new URLSearchParams({ latitude: '30.2668', longitude: '120.1302', name: '玉泉店', address: '浙江省杭州市西湖区玉古路 1 号' })
    await page.goto(`${base}/h5/otherpages/system/open_location/open_location?${q}`)
    await page.locator('.open-location__name').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.open-location__name').innerText(), '玉泉店')
    assert.equal(await page.locator('.notfound-page').count(), 0)
    assert.match(page.url(), /\/h5\/otherpages\/system\/open_location\/open_location\?/)
    await page.goto(`${base}/h5/otherpages/system/choose_location/choose_location`)
    await page.locator('.choose-location__region').waitFor({ timeout: 30_000 })
    assert.equal(await page.locator('.notfound-page').count(), 0)
    // the short addresses keep working
    await page.goto(`${base}/h5/choose-location`)
    await page.locator('.choose-location__region').waitFor({ timeout: 30_000 })
    assert.deepEqual(errors, [])
  })

  it('shares a goods detail by copying a link that names the member as source_member', async () => {
    const { page, context, errors } = j.b
    const { base } = j.server
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base })
    const member = await api(base, 'GET', '/api/member/info', { token })
    assert.equal(member.code, 0, member.message)
    const list = await api(base, 'POST', '/api/goodssku/page', { page: 1, page_size: 1 })
    const goodsId = list.data.list[0].goods_id
    // the link names the member once their info has answered
    const info = page.waitForResponse((r) => r.url().includes('/api/member/info'))
    await page.goto(`${base}/h5/pages/goods/detail/detail?goods_id=${goodsId}`)
    await page.locator('.share-button').waitFor({ timeout: 30_000 })
    await info
    await page.locator('.share-button').click()
    await page.locator('.share-sheet__copy').waitFor()
    await page.locator('.share-sheet__copy').click()
    await page.getByText('复制成功').first().waitFor()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const url = new URL(copied)
    assert.equal(url.origin, base)
    assert.equal(url.pathname, '/h5/pages/goods/detail/detail')
    assert.equal(url.searchParams.get('goods_id'), String(goodsId))
    assert.equal(url.searchParams.get('source_member'), String(member.data.member_id))
    // the link opens that goods
    await page.goto(copied)
    await page.locator('.goods-detail__name').waitFor({ timeout: 30_000 })
    assert.equal(await page.evaluate(() => JSON.parse(localStorage.getItem('source_member') ?? 'null')?.data ?? localStorage.getItem('source_member')), member.data.member_id)
    assert.deepEqual(errors, [])
  })
})
