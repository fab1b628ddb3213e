import { Type, type Static } from '@sinclair/typebox'
import { Id, StringEnum } from '../../contract/endpoint.js'
import { Flag } from './member.reward.schema.js'

export const ApplyBody = Type.Object({
  reason: Type.Optional(Type.String({ maxLength: 200, description: 'why the member leaves (optional)' })),
})
export type ApplyInput = Static<typeof ApplyBody>

export const AUDIT_ACTIONS = ['agree', 'refuse'] as const
export const AuditBody = Type.Object({
  member_id: Id({ description: 'the member whose open request is decided' }),
  action: StringEnum(AUDIT_ACTIONS, 'CancelAuditAction', 'agree approves and closes the account; refuse refuses'),
  refuse_reason: Type.Optional(Type.String({ maxLength: 200, description: 'shown to the member when refused' })),
})
export type AuditInput = Static<typeof AuditBody>

/** The member's view: 'none' when there is no request, or the last one was withdrawn. */
export const CANCEL_VIEWS = ['none', 'applied', 'approved', 'refused'] as const
export const CancelView = StringEnum(CANCEL_VIEWS, 'CancelView', "the member's cancellation: 'none' when there is no request or it was withdrawn")
export type CancelView = Static<typeof CancelView>

export const CancelInfo = Type.Object({
  status: CancelView,
  apply_time: Type.Integer({ description: 'Unix seconds; 0 without a request' }),
  /** when it was approved or refused; 0 while applied */
  audit_time: Type.Integer({ description: 'Unix seconds of the decision; 0 while applied' }),
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
