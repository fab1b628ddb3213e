import { CommonError } from '../contract/errors.js'

/** Stable error codes every call may answer (the registry is contract/errors.ts). */
export const ErrorCode = CommonError

/**
 * A failure the caller can act on. `messageKey` names an entry of the message catalogue
 * (http/messages.ts); the error handler renders it in the caller's language.
 */
export class DomainError extends Error {
  constructor(
    readonly code: number,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(messageKey)
    this.name = 'DomainError'
  }
}

export const notFound = (what: string) => new DomainError(ErrorCode.NOT_FOUND, 'not_found', { what })
export const invalidParam = (field: string, rule = 'invalid') =>
  new DomainError(ErrorCode.INVALID_PARAMS, 'invalid_param', { field, rule })
