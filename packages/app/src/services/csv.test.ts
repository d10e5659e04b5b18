import { describe, expect, it } from 'vitest'
import { toCsv } from './csv'

describe('toCsv', () => {
  const columns = [
    { header: 'name', value: (r: { name: string; n: number | null }) => r.name },
    { header: 'n', value: (r: { name: string; n: number | null }) => r.n },
  ]

  it('writes a header and one line per row, CRLF-terminated', () => {
    expect(toCsv([{ name: 'BTCUSDT', n: 1.5 }], columns)).toBe('name,n\r\nBTCUSDT,1.5\r\n')
  })

  it('quotes commas, quotes and line breaks, and leaves empty cells for null', () => {
    expect(toCsv([{ name: 'a,"b"\nc', n: null }], columns)).toBe('name,n\r\n"a,""b""\nc",\r\n')
  })

  it('defuses text a spreadsheet would run as a formula, but keeps negative numbers', () => {
    expect(toCsv([{ name: '=HYPERLINK("x")', n: -2 }], columns)).toBe(
      'name,n\r\n"\'=HYPERLINK(""x"")",-2\r\n',
    )
  })

  it('keeps negative decimal strings exact and unprefixed, but defuses a minus formula', () => {
    const text = [{ header: 'profit', value: (r: { p: string }) => r.p }]
    expect(toCsv([{ p: '-0.00012345' }, { p: '-1+cmd' }], text)).toBe(
      "profit\r\n-0.00012345\r\n'-1+cmd\r\n",
    )
  })
})
