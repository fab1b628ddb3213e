/** A logged-out token, refused until `expires_at` (its own expiry, Unix seconds), then purged. */
export interface TokenRevocationTable {
  /** the token's id (jti claim) */
  jti: string
  member_id: number
  expires_at: number
}

export interface TokenTables {
  token_revocation: TokenRevocationTable
}
