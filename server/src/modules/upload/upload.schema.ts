import { Type, type Static } from '@sinclair/typebox'

export const UPLOAD_KINDS = ['headimg', 'evaluate', 'refund', 'image'] as const
export type UploadKind = (typeof UPLOAD_KINDS)[number]

export const UploadParams = Type.Object({ path: Type.Union(UPLOAD_KINDS.map((k) => Type.Literal(k))) })
export type UploadParamsInput = Static<typeof UploadParams>

/** A data URL or bare base64; the body limit (12 MB) bounds it before the 2 MB image check. */
export const Base64Body = Type.Object({ images: Type.String() })
export type Base64Input = Static<typeof Base64Body>
