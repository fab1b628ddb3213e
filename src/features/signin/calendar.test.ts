import { monthGrid } from './calendar'

describe('sign-in calendar', () => {
  it('lays a month out in weeks from Sunday', () => {
    const nov = monthGrid('2026-11')
    // 1 November 2026 is a Sunday, 30 days: five weeks
    expect(nov).toHaveLength(5)
    expect(nov[0][0]).toBe('2026-11-01')
    expect(nov[4].filter(Boolean)).toEqual(['2026-11-29', '2026-11-30'])
    const feb = monthGrid('2027-02')
    // 1 February 2027 is a Monday; 28 days
    expect(feb[0].slice(0, 2)).toEqual([null, '2027-02-01'])
    expect(feb.flat().filter(Boolean)).toHaveLength(28)
    expect(monthGrid('2028-02').flat().filter(Boolean)).toHaveLength(29)
  })
})
