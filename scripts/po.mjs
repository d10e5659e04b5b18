// A small reader for the .po catalogues Lingui writes (msgid/msgstr, multi-line strings, obsolete #~).
import { readFileSync } from 'node:fs'

const unquote = (line) => JSON.parse(line.replace(/^(#~\s*)?(msgid|msgstr|msgctxt)?\s*/, ''))

export function readPo(file) {
  const entries = []
  let current = null
  let field = null
  for (const raw of readFileSync(file, 'utf8').split('\n')) {
    const line = raw.trim()
    const obsolete = line.startsWith('#~')
    const body = obsolete ? line.replace(/^#~\s*/, '') : line
    if (body.startsWith('msgid ')) {
      current = { id: unquote(body), str: '', obsolete, explicit: false, comments: [] }
      entries.push(current)
      field = 'id'
    } else if (body.startsWith('msgstr ') && current) {
      current.str = unquote(body)
      field = 'str'
    } else if (body.startsWith('"') && current && field) {
      current[field] += unquote(body)
    } else if (line.startsWith('#.') && line.includes('js-lingui-explicit-id')) {
      entries.pendingExplicit = true
    } else if (line === '') {
      field = null
    }
    if (current && entries.pendingExplicit && body.startsWith('msgid ')) {
      current.explicit = true
      entries.pendingExplicit = false
    }
  }
  return entries.filter((e) => e.id !== '')
}

export const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)(?=[,}])/g)]
    .map((m) => m[1])
    .sort()
    .join(',')
