import { Type, type Static } from '@sinclair/typebox'

export const ApplyBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 200 })),
})
export type ApplyInput = Static<typeof ApplyBody>

export const AuditBody = Type.Object({
  member_id: Type.Integer({ minimum: 1 }),
  action: Type.Union([Type.Literal('agree'), Type.Literal('refuse')]),
  refuse_reason: Type.Optional(Type.String({ maxLength: 200 })),
})
export type AuditInput = Static<typeof AuditBody>

/** The member's view: 'none' when there is no request, or the last one was withdrawn. */
export type CancelView = 'none' | 'applied' | 'approved' | 'refused'

export interface CancelInfo {
  status: CancelView
  apply_time: number
  audit_time: number
  reason: string
  refuse_reason: string
}

export interface CancelConfig {
  is_enable: 0 | 1
  is_audit: 0 | 1
  /** the agreement text in the caller's language */
  agreement: string
}
