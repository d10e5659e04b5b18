import type { AnyObject, AnyObjectSchema, InferType } from 'yup'
import type { Message } from '@atb/contract'
import type { FormMessage } from '../lib/errors'

/** Any contract object schema a form can be built from. */
export type FormSchema = AnyObjectSchema

/** Values of a form whose schema is not known here (generic tooling such as the stepper). */
export type FormValues = AnyObject

/** The names of a form's fields. */
export type FieldName<V> = Extract<keyof V, string>

/** What a form holds while the user edits it: the schema's fields and their types. */
export type FormValuesOf<S extends FormSchema> = InferType<S>

/** What a form submits: the schema's cleaned output (trimmed, transformed, unknown keys dropped). */
export type ValidValuesOf<S extends FormSchema> = InferType<S>

/** Errors keyed by field; the server may also name a path no field shows. */
export type FieldErrors = Partial<Record<string, Message>>

/** `V` the values being edited, `R` what the submit actor resolves with, `Valid` what it receives. */
export interface FormContext<V extends FormValues = FormValues, R = unknown, Valid = V> {
  values: V
  /** Errors the screen shows: only for touched fields (after blur or submit), as contract messages. */
  errors: FieldErrors
  touched: Partial<Record<string, boolean>>
  /** A form-level error after a failed submit (server description or a catalogue message). */
  formError: FormMessage | null
  /** The cleaned values that passed validation and were submitted. */
  submitted: Valid | null
  /** What the submit actor resolved with. */
  result: R | null
  /** Facts the schema checks against beyond the values (yup's `context`, e.g. `{lastPrice}`). */
  validationContext?: Record<string, unknown>
  /**
   * The server's refusals by field: shown until that field is edited, even where the value
   * passes the browser's own checks (the server knows more: balances, the live price).
   */
  serverErrors?: FieldErrors
}

/** A change to one field; a misspelt field name fails the typecheck. */
export type FormChangeEvent<V extends FormValues = FormValues> = {
  type: 'form.change'
  field: FieldName<V>
  value: V[FieldName<V>]
}

export type FormEvent<V extends FormValues = FormValues> =
  | FormChangeEvent<V>
  | { type: 'form.blur'; field: FieldName<V> }
  | { type: 'form.submit' }
  | { type: 'form.reset' }
  /** New facts for validation (a live price); re-checks the touched fields against them. */
  | { type: 'form.context'; context: Record<string, unknown> }
  /**
   * Values the screen fills in itself (the chosen venue and pair), not the user's edits: a
   * refusal or form-level error being shown stays.
   */
  | { type: 'form.sync'; values: Partial<V> }

/** Starting point: prefilled values (a profile, a URL token) and an error carried over from a flow. */
export interface FormInput<V extends FormValues = FormValues> {
  values?: Partial<V>
  formError?: FormMessage | null
  /** Field errors found by the flow around the form (e.g. an unknown invitation code). */
  errors?: FieldErrors
  /** Facts the schema checks against from the start (yup's `context`, e.g. `{lastPrice}`). */
  context?: Record<string, unknown>
}

/** What the form's `validate` actor checks: the values and the schema's context. */
export interface FormCheck<V extends FormValues = FormValues> {
  values: V
  context?: Record<string, unknown>
}

export interface FormOutput<Valid = FormValues, R = unknown> {
  /** The validated values the submit actor received. */
  values: Valid
  result: R | null
}
