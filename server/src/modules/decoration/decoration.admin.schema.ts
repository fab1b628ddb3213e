import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id } from '../../contract/endpoint.js'
import { CatalogError } from '../catalog/catalog.errors.js'
import { DiyView, HOME_VIEW } from './decoration.schema.js'

/** The serialized value of a page at most: a home page of many blocks is a few KB. */
export const MAX_DIY_VALUE_BYTES = 256 * 1024
export const MAX_DIY_COMPONENTS = 100

export const DiyViewEditBody = Type.Object({
  id: Type.Optional(Id({ description: 'the page to change (of site_id); absent: the page named name, added when there is none' })),
  name: Type.Optional(Type.String({
    minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_]+$',
    description: `the page's name (${HOME_VIEW}: the home page); with id, a new name for the page`,
  })),
  site_id: Type.Optional(Id({ minimum: 0, description: "0 (default): the platform's pages; else a shop of the website" })),
  title: Type.Optional(Type.String({ maxLength: 100, description: "absent: unchanged (a new page takes value.global.title, else '')" })),
  value: Type.Object({
    global: Type.Optional(Type.Object({
      title: Type.Optional(Type.String({ maxLength: 100, description: "absent: the page's title" })),
      bgColor: Type.Optional(Type.String({ maxLength: 32, description: 'absent: #F7F7F7' })),
    })),
    components: Type.Array(Type.Unknown({ description: 'a DiyComponent (banner, nav, notice, goods, shops), checked on save' }), { maxItems: MAX_DIY_COMPONENTS }),
  }, { description: `the page, {global, components}: ${MAX_DIY_VALUE_BYTES / 1024} KB of JSON at most` }),
})
export type DiyViewEditInput = Static<typeof DiyViewEditBody>

const E = CatalogError
export const diyViewAdminApi = defineEndpoints('decoration.admin', {
  edit: {
    method: 'POST', path: '/admin/api/diyview/edit', auth: 'admin',
    summary: 'Save a decorated page: by id, or by (site_id, name), added when there is none',
    description:
      'x-admin-token must equal ADMIN_TOKEN (HTTP 403 otherwise). value replaces the whole page. Every component must be of ' +
      `the contract's shapes (DiyComponent; a numeric id is taken as text), else ${E.DIY_COMPONENT_INVALID} naming the first ` +
      `that is not (1-based) and nothing is saved; ${E.DIY_VALUE_TOO_LARGE} beyond ${MAX_DIY_VALUE_BYTES / 1024} KB; ` +
      `${E.DIY_NAME_TAKEN} when renaming onto another page's name. -10004 for an unknown id or shop; -10001 with neither id nor ` +
      'name. Answers the page as /api/diyview/info shows it, which shows the change at once.',
    input: DiyViewEditBody, response: DiyView, errors: [E.DIY_COMPONENT_INVALID, E.DIY_VALUE_TOO_LARGE, E.DIY_NAME_TAKEN],
  },
})
