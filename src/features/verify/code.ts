/** What the server takes as a code (verify.schema.ts VerifyCode). */
const CODE = /^[A-Za-z0-9]{1,32}$/

/**
 * A code as typed or scanned, ready to send: spaces and dashes people type to group digits go, and a
 * scanned link carrying `verify_code=` or `code=` gives its value. null when it cannot be a code.
 */
export function normalizeCode(raw: string): string | null {
  let text = (raw || '').trim()
  const param = /[?&](?:verify_code|code)=([^&#]+)/.exec(text)
  if (param) text = decodeURIComponent(param[1])
  text = text.replace(/[\s-]+/g, '')
  return CODE.test(text) ? text : null
}

/** 123456789012 -> "1234 5678 9012": easier to compare with what the buyer shows. */
export function groupCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ')
}
