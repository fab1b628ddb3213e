import { canGoBack, canGoForward, clampMonth, groupByMonth, isMonth, mallMonth, monthRange, plainAmount, shiftMonth, signedAmount, startsGroup } from './ledger'
import { rechargeRoute, withdrawRoute, levelRoute } from './links'
import { ROUTES } from '@/constants/routes'

const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min) / 1000

describe('ledger months (China time, as the server filters)', () => {
  it('reads the month of an instant on the mall\'s calendar', () => {
    expect(mallMonth(utc(2026, 10, 31, 16, 30))).toBe('2026-11')
    expect(mallMonth(utc(2026, 10, 31, 15, 59))).toBe('2026-10')
    expect(mallMonth(utc(2026, 12, 31, 16))).toBe('2027-01')
  })

  it('steps months across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-11', -35)).toBe('2023-12')
    expect(shiftMonth('2026-11', 0)).toBe('2026-11')
  })

  it('offers months from 35 before the current one up to the current one, and keeps a chosen month inside', () => {
    const range = monthRange(utc(2026, 11, 27, 4))
    expect(range).toEqual({ min: '2023-12', max: '2026-11' })
    expect(clampMonth('', range)).toBe('')
    expect(clampMonth('2026-12', range)).toBe('2026-11')
    expect(clampMonth('2020-01', range)).toBe('2023-12')
    expect(clampMonth('2025-06', range)).toBe('2025-06')
    expect(clampMonth('2025-13', range)).toBe('')
    expect(clampMonth("2025-06' or 1", range)).toBe('')
    expect(canGoForward('2026-11', range)).toBe(false)
    expect(canGoForward('2026-10', range)).toBe(true)
    expect(canGoBack('2023-12', range)).toBe(false)
    expect(canGoBack('2024-01', range)).toBe(true)
    expect(canGoBack('', range)).toBe(false)
    expect([isMonth('2026-11'), isMonth('1969-12'), isMonth('2026-1'), isMonth(202611)]).toEqual([true, false, false, false])
  })
})

describe('ledger grouping and amounts', () => {
  const rows = [{ id: 5, month: '2026-11' }, { id: 4, month: '2026-11' }, { id: 3, month: '2026-10' }, { id: 2, month: '2026-08' }, { id: 1, month: '2026-08' }]
  it('starts a group at each new month, in the rows\' order', () => {
    expect(rows.map((_, i) => startsGroup(rows, i))).toEqual([true, false, true, true, false])
    expect(groupByMonth(rows).map((g) => [g.month, g.rows.map((r) => r.id)])).toEqual([['2026-11', [5, 4]], ['2026-10', [3]], ['2026-08', [2, 1]]])
    expect(groupByMonth([])).toEqual([])
  })

  it('signs amounts: yuan from fen for the balances, counts for points and growth', () => {
    expect(signedAmount(1234, 'balance')).toBe('+¥12.34')
    expect(signedAmount(-5, 'balance_money')).toBe('-¥0.05')
    expect(signedAmount(-300, 'point')).toBe('-300')
    expect(signedAmount(7, 'growth')).toBe('+7')
    expect(signedAmount(0, 'point')).toBe('0')
    expect(signedAmount(1.5, 'point')).toBe('-')
    expect(plainAmount(190001, 'balance,balance_money')).toBe('¥1900.01')
    expect(plainAmount(40, 'point')).toBe('40')
  })
})

describe('links to the other asset pages', () => {
  it('shows a link only when its page is registered', () => {
    const all = Object.values(ROUTES) as string[]
    for (const [route, tail] of [[rechargeRoute(), 'recharge/list/list'], [withdrawRoute(), 'member/apply_withdrawal/apply_withdrawal'], [levelRoute(), 'member/level/level']] as const) {
      if (route === null) expect(all.some((r) => r.endsWith(tail))).toBe(false)
      else expect(all).toContain(route)
    }
  })
})
