import { ValidationError, type Schema, type InferType, type AnyObject } from 'yup'
import type { FieldError } from '../errors'
import { english, isMessage, renderMessage } from '../i18n/message'
import { checkShape, invalidField } from './shape'

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] }

/** Enough to show every field of a form; a hostile array of thousands of bad items gets no more. */
export const MAX_FIELD_ERRORS = 20

/**
 * Validates with every error collected, in the shape both the machines (to show field errors)
 * and the server (to answer 400 with `errors`) use. Errors name paths and message descriptors,
 * never the value that failed.
 */
export async function validate<S extends Schema<AnyObject>>(
  schema: S,
  input: unknown,
  context?: Record<string, unknown>,
): Promise<ValidationResult<InferType<S>>> {
  const shape = checkShape(schema, input, context)
  if (shape.errors.length > 0) return { ok: false, errors: shape.errors.slice(0, MAX_FIELD_ERRORS) }
  try {
    const value = await schema.validate(shape.value, {
      abortEarly: false,
      stripUnknown: true,
      context,
    })
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
    // Our schemas give every rule a message descriptor; a bare string is yup's own, which may quote the value.
    errors.push(
      isMessage(raw)
        ? { path, message: raw as FieldError['message'], text: renderMessage(raw, english) }
        : invalidField(path),
    )
    if (errors.length === MAX_FIELD_ERRORS) break
  }
  return errors
}
