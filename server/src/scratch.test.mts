import { call, dbTargets } from './test/harness.js'
import { seededApp } from './modules/catalog/catalog.fixture.js'
const t = await seededApp(dbTargets()[0])
const r = await call(t.app, 'POST', '/api/shop/page', { lat: 30.259, lng: 120.13, page_size: 50 })
console.log(JSON.stringify(r).slice(0, 600))
await t.close()
