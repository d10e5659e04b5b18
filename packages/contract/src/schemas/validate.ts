import { ValidationError, type Schema, type InferType, type AnyObject } from 'yup'
import type { FieldError } from '../errors'
import { english, isMessage, renderMessage, type Message } from '../i18n/message'

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] }

/**
 * Validates with every error collected, in the shape both the machines (to show field errors)
 * and the server (to answer 400 with `errors`) use.
 */
export async function validate<S extends Schema<AnyObject>>(
  schema: S,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<ValidationResult<InferType<S>>> {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true, context })
    return { ok: true, value }
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    return { ok: false, errors: toFieldErrors(error) }
  }
}

export function toFieldErrors(error: ValidationError): FieldError[] {
  const inner = error.inner.length > 0 ? error.inner : [error]
  const seen = new Set<string>()
  const errors: FieldError[] = []
  for (const e of inner) {
    const path = e.path ?? ''
    if (seen.has(path)) continue
    seen.add(path)
    const raw: unknown = e.message
    const msg: Message = isMessage(raw) ? raw : { id: String(raw), message: String(raw) }
    errors.push({ path, message: msg as FieldError['message'], text: renderMessage(msg, english) })
  }
  return errors
}
