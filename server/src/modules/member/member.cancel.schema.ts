import { Type, type Static } from '@sinclair/typebox'
import { Id, StringEnum } from '../../contract/endpoint.js'
import { Flag } from './member.reward.schema.js'

export const ApplyBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 200 })),
})
export type ApplyInput = Static<typeof ApplyBody>

export const AUDIT_ACTIONS = ['agree', 'refuse'] as const
export const AuditBody = Type.Object({
  member_id: Id(),
  action: StringEnum(AUDIT_ACTIONS, 'CancelAuditAction'),
  refuse_reason: Type.Optional(Type.String({ maxLength: 200 })),
})
export type AuditInput = Static<typeof AuditBody>

/** The member's view: 'none' when there is no request, or the last one was withdrawn. */
export const CANCEL_VIEWS = ['none', 'applied', 'approved', 'refused'] as const
export const CancelView = StringEnum(CANCEL_VIEWS, 'CancelView', "the member's cancellation: 'none' when there is no request or it was withdrawn")
export type CancelView = Static<typeof CancelView>

export const CancelInfo = Type.Object({
  status: CancelView,
  apply_time: Type.Integer(),
  /** when it was approved or refused; 0 while applied */
  audit_time: Type.Integer(),
  reason: Type.String(),
  refuse_reason: Type.String(),
}, { title: 'CancelInfo' })
export type CancelInfo = Static<typeof CancelInfo>

export const CancelConfig = Type.Object({
  is_enable: Flag,
  is_audit: Flag,
  agreement: Type.String({ description: "the agreement text in the caller's language" }),
}, { title: 'CancelConfig' })
export type CancelConfig = Static<typeof CancelConfig>

export const CancelState = Type.Object({ status: CancelView }, { title: 'CancelState' })
