import { Type, type Static } from '@sinclair/typebox'
import { Id } from '../../contract/endpoint.js'

export const SearchByMobileBody = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 20, description: "the referrer's mobile: ^1[3-9]\\d{9}$" })),
})
export type SearchByMobileInput = Static<typeof SearchByMobileBody>

export const BindReferrerBody = Type.Object({
  parent_id: Id({ description: 'the referrer, as the search found them' }),
})
export type BindReferrerInput = Static<typeof BindReferrerBody>

/** A referrer as the popup and the profile show it: never the full mobile. */
export const MemberReferrer = Type.Object({
  member_id: Type.Integer(),
  headimg: Type.String(),
  nickname: Type.String(),
  mobile: Type.String({ description: 'masked: 138****8000' }),
}, { title: 'MemberReferrer' })
export type ReferrerView = Static<typeof MemberReferrer>
