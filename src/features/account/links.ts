import { ROUTES } from '@/constants/routes'

/**
 * Pages of the other parts of the member assets (recharge, withdrawal, levels): a link to one shows
 * only once its page is registered (it is then in ROUTES, whatever its key): a link to an unregistered
 * page opens nothing (tests/jest/routes.test.ts).
 */
function registered(tail: string): string | null {
  return (Object.values(ROUTES) as string[]).find((r) => r.endsWith(`/${tail}`)) ?? null
}

export const rechargeRoute = (): string | null => registered('recharge/list/list')
export const withdrawRoute = (): string | null => registered('member/apply_withdrawal/apply_withdrawal')
export const levelRoute = (): string | null => registered('member/level/level')
export const pointWithdrawRoute = (): string | null => registered('member/point_withdrawal_apply/point_withdrawal_apply')
