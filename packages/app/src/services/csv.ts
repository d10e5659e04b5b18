/**
 * CSV export (issue 12): RFC 4180 text with a header row, quoted where needed, and guarded
 * against spreadsheet formula injection (a cell starting with = + - @ is prefixed with ').
 */
export interface CsvColumn<T> {
  header: string
  value: (row: T) => string | number | null | undefined
}

const FORMULA = /^[=+\-@\t\r]/
/** Money arrives as decimal strings; a plain signed decimal cannot run as a formula. */
const DECIMAL = /^-?\d+(\.\d+)?$/

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  // Numbers keep their sign; only text that a spreadsheet would run as a formula is defused.
  if (typeof value !== 'number' && !DECIMAL.test(text) && FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** Saves `text` as a file: a UTF-8 BOM first, so spreadsheet apps read Thai and Chinese right. */
export function downloadCsv(filename: string, text: string): void {
  downloadText(filename, text, 'text/csv', '\uFEFF')
}

/** Saves `text` as a file the browser downloads, made here: nothing is sent anywhere. */
export function downloadText(filename: string, text: string, type = 'text/plain', prefix = '') {
  const blob = new Blob([prefix, text], { type: `${type};charset=utf-8` })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
