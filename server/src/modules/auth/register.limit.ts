import crypto from 'node:crypto'
import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { AuthError } from './auth.messages.js'

/**
 * Registration flood (each new member collects the registration reward): new members per address
 * per hour, and per device (address + user agent) in a short window, for every way of registering.
 */
export const REGISTER_LIMITS = {
  perIpPerHour: 10,
  perDevicePerWindow: 5,
  deviceWindowSeconds: 600,
}

const hash = (s: string) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 32)

export const registerKeys = {
  ip: (ip: string) => `reg:ip:${ip}`,
  device: (ip: string, userAgent: string) => `reg:dev:${hash(`${ip}\n${userAgent}`)}`,
}

const limited = () => new DomainError(AuthError.REGISTER_LIMIT, 'register_limit')

/** Refuses early, before a code is spent, when this caller may not register now (counts nothing). */
export async function checkRegistrationAllowed(ctx: RequestContext): Promise<void> {
  const ip = Number(await ctx.kv.get(registerKeys.ip(ctx.ip)))
  const device = Number(await ctx.kv.get(registerKeys.device(ctx.ip, ctx.userAgent)))
  if (ip >= REGISTER_LIMITS.perIpPerHour || device >= REGISTER_LIMITS.perDevicePerWindow) throw limited()
}

/**
 * Counts one registration about to happen and refuses it past a limit. The count is atomic, so a
 * burst of parallel registrations cannot slip through between a check and an insert; a refused or
 * failed attempt still counts (hammering is not free).
 */
export async function countRegistration(ctx: RequestContext): Promise<void> {
  const ip = await ctx.kv.incr(registerKeys.ip(ctx.ip), 3600)
  const device = await ctx.kv.incr(registerKeys.device(ctx.ip, ctx.userAgent), REGISTER_LIMITS.deviceWindowSeconds)
  if (ip > REGISTER_LIMITS.perIpPerHour || device > REGISTER_LIMITS.perDevicePerWindow) throw limited()
}
