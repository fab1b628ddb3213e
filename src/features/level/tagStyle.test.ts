import { contrastRatio } from '@/utils/contrast'
import { levelTagStyle } from './tagStyle'

describe('levelTagStyle', () => {
  it('puts dark text on the demo silver level and white on a dark level, each 4.5:1 or more', () => {
    const silver = levelTagStyle('#8A94A6')!
    expect(silver).toEqual({ background: '#8A94A6', color: '#1A1A1A' })
    const dark = levelTagStyle('#2E2C2C')!
    expect(dark.color).toBe('#FFFFFF')
    for (const s of [silver, dark]) expect(contrastRatio(String(s.background), String(s.color))).toBeGreaterThanOrEqual(4.5)
  })

  it('no colour: no style; an unreadable one keeps the stylesheet text', () => {
    expect(levelTagStyle('')).toBeUndefined()
    expect(levelTagStyle(null)).toBeUndefined()
    expect(levelTagStyle('red')).toEqual({ background: 'red' })
  })
})
