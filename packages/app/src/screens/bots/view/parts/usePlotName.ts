import { useLingui } from '@lingui/react/macro'

/**
 * The legend's name of a plotted line or shape in the page's language. The engine names them in
 * English (decision 057); indicator abbreviations with their length (SMA 20, RSI 14, ROC 5, %B 20)
 * read the same in every language and pass through, the words around them are translated here.
 */
export function usePlotName(): (name: string) => string {
  const { t } = useLingui()
  const words: Record<string, string> = {
    'BB upper': t`BB upper`,
    'BB middle': t`BB middle`,
    'BB lower': t`BB lower`,
    Neckline: t`Neckline`,
    Support: t`Support`,
    Resistance: t`Resistance`,
    'Rising lows': t`Rising lows`,
    'Falling highs': t`Falling highs`,
    'Double bottom': t`Double bottom`,
    'Double top': t`Double top`,
    'Head and shoulders': t`Head and shoulders`,
    'Inverse head and shoulders': t`Inverse head and shoulders`,
    'Basis %': t`Basis %`,
    'Funding % a year': t`Funding % a year`,
    'Re-hedge above': t`Re-hedge above`,
    'Re-hedge below': t`Re-hedge below`,
    'Short liquidation': t`Short liquidation`,
  }
  return (name) => {
    const known = words[name]
    if (known !== undefined) return known
    let m: RegExpExecArray | null
    if ((m = /^Oversold (-?[\d.]+)$/.exec(name))) return t`Oversold ${m[1]}`
    if ((m = /^Overbought (-?[\d.]+)$/.exec(name))) return t`Overbought ${m[1]}`
    if ((m = /^DC (\d+) high$/.exec(name))) return t`DC ${m[1]} high`
    if ((m = /^DC (\d+) low$/.exec(name))) return t`DC ${m[1]} low`
    if ((m = /^ATR stop (.+)$/.exec(name))) return t`ATR stop ${m[1]}`
    return name
  }
}

/**
 * A decision's reason in the page's language. The engine says it in a few English words (decision
 * 057); each rule's phrasing is matched here, and a condition rule's "A and B" / "A or B" is
 * translated part by part. Anything not recognised shows as the engine said it.
 */
export function usePlotReason(): (reason: string) => string {
  const { t } = useLingui()
  const fixed: Record<string, string> = {
    'close below lower band': t`close below the lower band`,
    'close back at middle band': t`close back at the middle band`,
    'ROC below 0': t`ROC below 0`,
    'ATR trailing stop': t`ATR trailing stop`,
    'double bottom breakout': t`double bottom breakout`,
    'double top breakdown': t`double top breakdown`,
    'inverse head and shoulders breakout': t`inverse head and shoulders breakout`,
    'head and shoulders breakdown': t`head and shoulders breakdown`,
    'ascending triangle breakout': t`ascending triangle breakout`,
    'descending triangle breakdown': t`descending triangle breakdown`,
  }
  // The lines a condition names: the close, or an indicator with its length (SMA 20, %B 20).
  const line = (name: string) =>
    name === 'close' ? t({ message: 'close', context: 'a candle’s closing price' }) : name
  const condition = (text: string): string | null => {
    const m = /^(close|[%A-Z]+ \d+) (crosses above|crosses below|above|below) (.+)$/.exec(text)
    if (!m) return null
    const [, a, op, b] = m as unknown as [string, string, string, string]
    const x = line(a)
    const y = line(b)
    if (op === 'crosses above') return t`${x} crosses above ${y}`
    if (op === 'crosses below') return t`${x} crosses below ${y}`
    return op === 'above' ? t`${x} above ${y}` : t`${x} below ${y}`
  }
  const one = (reason: string): string | null => {
    const known = fixed[reason]
    if (known !== undefined) return known
    let m: RegExpExecArray | null
    if ((m = /^RSI up through (-?[\d.]+)$/.exec(reason))) return t`RSI up through ${m[1]}`
    if ((m = /^RSI down through (-?[\d.]+)$/.exec(reason))) return t`RSI down through ${m[1]}`
    if ((m = /^close above (\d+)-bar high$/.exec(reason)))
      return t`close above the ${m[1]}-bar high`
    if ((m = /^close below (\d+)-bar low$/.exec(reason))) return t`close below the ${m[1]}-bar low`
    if ((m = /^EMA (\d+) crossed above EMA (\d+)$/.exec(reason)))
      return t`EMA ${m[1]} crossed above EMA ${m[2]}`
    if ((m = /^EMA (\d+) crossed below EMA (\d+)$/.exec(reason)))
      return t`EMA ${m[1]} crossed below EMA ${m[2]}`
    if ((m = /^ROC above (-?[\d.]+)%, ADX (\d+)$/.exec(reason)))
      return t`ROC above ${m[1]}%, ADX ${m[2]}`
    if ((m = /^(close|SMA \d+) (above|below) SMA (\d+) for (\d+) bars?$/.exec(reason))) {
      const [, a, side, n, bars] = m as unknown as [string, string, string, string, string]
      const x = line(a)
      const count = Number(bars)
      const held = count === 1 ? t`1 bar` : t`${count} bars`
      return side === 'above'
        ? t`${x} above SMA ${n} for ${held}`
        : t`${x} below SMA ${n} for ${held}`
    }
    return condition(reason)
  }
  return (reason) => {
    for (const [joiner, word] of [
      [' and ', t`and`],
      [' or ', t`or`],
    ] as const) {
      const parts = reason.split(joiner)
      if (parts.length < 2) continue
      const said = parts.map(condition)
      if (said.every((p) => p !== null)) return said.join(` ${word} `)
    }
    return one(reason) ?? reason
  }
}
