/**
 * The one registry of error codes. Each domain owns ranges; `defineErrors` refuses a code outside its
 * domain's ranges or a code already taken, so a duplicate fails at import time (and in contract.test.ts).
 * The generated app client (src/services/api/contract.gen.ts) carries every code, so the app reads the
 * codes it reacts to from here instead of keeping copies.
 */

/** [highest, lowest] inclusive; codes are negative. */
export const ERROR_RANGES = {
  common: [[-1, -1], [-10000, -10999]],
  region: [[-20100, -20199]],
  auth: [[-20200, -20299], [-20300, -20399]],
  member: [[-20400, -20599]],
  catalog: [[-20600, -20699]],
  cart: [[-20700, -20749]],
  address: [[-20750, -20799]],
  order: [[-20800, -20899]],
  pay: [[-20900, -20999]],
  coupon: [[-21000, -21049]],
  merchant: [[-21050, -21099]],
  // browsing (issue 9)
  shopfollow: [[-21100, -21149]],
  brand: [[-21150, -21199]],
  content: [[-21200, -21249]],
  favorite: [[-21250, -21299]],
  location: [[-21300, -21349]],
  // refunds (issue 10)
  refund: [[-21400, -21449]],
  // complaints to the platform (issue 10)
  complain: [[-21500, -21549]],
  // member assets (issue 11)
  signin: [[-21600, -21619]],
  account: [[-21620, -21639]],
  recharge: [[-21640, -21669]],
  withdraw: [[-21670, -21719]],
  level: [[-21720, -21769]],
  sitemessage: [[-21770, -21799]],
  // goods evaluations (issue 10)
  evaluate: [[-21450, -21499]],
  // verification desk (issue 10)
  verify: [[-21550, -21599]],
} as const satisfies Record<string, ReadonlyArray<readonly [number, number]>>

export type ErrorDomain = keyof typeof ERROR_RANGES

export interface RegisteredError {
  domain: ErrorDomain
  name: string
  code: number
}

const byCode = new Map<number, RegisteredError>()
const byDomain = new Map<ErrorDomain, Record<string, number>>()

export function inRange(domain: ErrorDomain, code: number): boolean {
  return ERROR_RANGES[domain].some(([high, low]) => code <= high && code >= low)
}

/** Declares a domain's codes once; the returned object is what the code throws with. */
export function defineErrors<const C extends Record<string, number>>(domain: ErrorDomain, codes: C): C {
  const own = byDomain.get(domain) ?? {}
  for (const [name, code] of Object.entries(codes)) {
    if (!Number.isInteger(code) || !inRange(domain, code)) throw new Error(`error code ${name}=${code} is outside the ${domain} ranges`)
    const taken = byCode.get(code)
    if (taken && !(taken.domain === domain && taken.name === name)) {
      throw new Error(`error code ${code} declared twice: ${taken.domain}.${taken.name} and ${domain}.${name}`)
    }
    if (name in own && own[name] !== code) throw new Error(`error name ${domain}.${name} declared twice`)
    byCode.set(code, { domain, name, code })
    own[name] = code
  }
  byDomain.set(domain, own)
  return codes
}

export function registeredErrors(): RegisteredError[] {
  return [...byCode.values()].sort((a, b) => b.code - a.code)
}

export function errorsOf(domain: ErrorDomain): Record<string, number> {
  return { ...(byDomain.get(domain) ?? {}) }
}

/** The codes every call may answer (docs/api.md). */
export const CommonError = defineErrors('common', {
  FAILED: -1,
  INVALID_PARAMS: -10001,
  FORBIDDEN: -10003,
  NOT_FOUND: -10004,
  TOKEN_INVALID: -10009,
  TOKEN_EXPIRED: -10010,
  NOT_REGISTERED: -10016,
  TOO_MANY_REQUESTS: -10029,
  INTERNAL: -10500,
  /** the process is stopping or cannot reach its database or Redis (the health check) */
  UNAVAILABLE: -10503,
})
