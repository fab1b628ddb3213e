import { Type, type Static } from '@sinclair/typebox'

export const SearchByMobileBody = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
})
export type SearchByMobileInput = Static<typeof SearchByMobileBody>

export const BindReferrerBody = Type.Object({
  parent_id: Type.Integer({ minimum: 1 }),
})
export type BindReferrerInput = Static<typeof BindReferrerBody>

/** Only what the referrer popup shows: never the full mobile. */
export interface ReferrerView {
  member_id: number
  headimg: string
  nickname: string
  mobile: string
}
