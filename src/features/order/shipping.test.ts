import { outTradeNoCandidates } from './shipping'

describe('WeChat merchant_trade_no to our payment number', () => {
  it('tries the number itself, then without the two-digit attempt sequence', () => {
    expect(outTradeNoCandidates('202611231234567801')).toEqual(['202611231234567801', '2026112312345678'])
    expect(outTradeNoCandidates(' ABC12345 ')).toEqual(['ABC12345', 'ABC123'])
    expect(outTradeNoCandidates('ABCDEFGH')).toEqual(['ABCDEFGH'])
  })

  it('refuses what cannot be a payment number', () => {
    expect(outTradeNoCandidates('')).toEqual([])
    expect(outTradeNoCandidates('12/34/5678')).toEqual([])
    expect(outTradeNoCandidates('12345')).toEqual([])
    // longer than an out_trade_no (32): only the attempt reading is possible
    expect(outTradeNoCandidates('A'.repeat(32) + '07')).toEqual(['A'.repeat(32)])
  })
})
