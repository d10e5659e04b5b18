import type { ISchema } from 'yup'
import type { FieldError } from '../errors'
import { english, message, renderMessage, type MessageDescriptor } from '../i18n/message'
import { validation } from '../i18n/validation'

/** The parts of a yup schema the walk reads; yup's own types do not expose them together. */
interface SchemaNode {
  type: string
  fields?: Record<string, SchemaNode>
  innerType?: SchemaNode
  resolve?(options: { value: unknown; parent: unknown; context: unknown }): SchemaNode
}

/** yup looks each input key up on a plain object of fields, so these names would find methods. */
const inherited = (key: string) => key in Object.prototype

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function fieldError(path: string, descriptor: MessageDescriptor): FieldError {
  const msg = message(descriptor, { field: path || 'request' })
  return { path, message: msg as FieldError['message'], text: renderMessage(msg, english) }
}

/**
 * Checks the input's shape against the schema before yup sees it, and keeps only the keys the
 * schema declares. yup crashes on some shapes (an array where a string is expected reaches
 * `trim`; a key named `toString` is looked up on a plain object of fields), and its default type
 * messages print the value back; both become field errors here that name the path only. A NUL
 * character is refused too: PostgreSQL cannot store one in text.
 */
export function checkShape(
  schema: ISchema<unknown>,
  input: unknown,
  context?: unknown,
): { value: unknown; errors: FieldError[] } {
  const errors: FieldError[] = []
  // A conditional field (`mixed().when(...)`) whose branch is not known here: clean it blindly.
  const loose = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((item, i) => loose(item, `${path}[${i}]`))
    if (isPlainObject(value))
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => !inherited(key))
          .map(([key, item]) => [key, loose(item, `${path}.${key}`)]),
      )
    if (typeof value === 'string' && value.includes('\u0000'))
      errors.push(fieldError(path, validation.nulCharacter))
    return value
  }
  const walk = (node: SchemaNode, value: unknown, path: string, parent?: unknown): unknown => {
    if (value === undefined || value === null) return value
    if (node.type === 'mixed') {
      const resolved = node.resolve?.({ value, parent, context })
      return resolved && resolved.type !== 'mixed'
        ? walk(resolved, value, path, parent)
        : loose(value, path)
    }
    if (node.type === 'object' && node.fields) {
      if (!isPlainObject(value)) return void errors.push(fieldError(path, validation.wrongType))
      const kept: Record<string, unknown> = {}
      for (const key of Object.keys(node.fields)) {
        const field = node.fields[key]
        if (field && Object.hasOwn(value, key))
          kept[key] = walk(field, value[key], path ? `${path}.${key}` : key, value)
      }
      return kept
    }
    if (node.type === 'array') {
      if (!Array.isArray(value)) return void errors.push(fieldError(path, validation.wrongType))
      const inner = node.innerType
      return inner ? value.map((item, i) => walk(inner, item, `${path}[${i}]`, value)) : value
    }
    if (typeof value === 'object') return void errors.push(fieldError(path, validation.wrongType))
    if (typeof value === 'string' && value.includes('\u0000'))
      errors.push(fieldError(path, validation.nulCharacter))
    return value
  }
  const value = walk(schema as unknown as SchemaNode, input, '')
  return { value, errors }
}

/** A field error for a message yup wrote itself (it may quote the value), naming the path only. */
export const invalidField = (path: string): FieldError => fieldError(path, validation.invalid)
