/** Stable error codes of the API (docs/api.md). Domains add their own below -20000. */
export const ErrorCode = {
  FAILED: -1,
  INVALID_PARAMS: -10001,
  NOT_FOUND: -10004,
  TOKEN_INVALID: -10009,
  TOKEN_EXPIRED: -10010,
  NOT_REGISTERED: -10016,
  TOO_MANY_REQUESTS: -10029,
  INTERNAL: -10500,
} as const

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
