/**
 * A translatable message: a Lingui message descriptor plus the values it interpolates.
 * Values may themselves be messages (a field label inside a validation message), so a
 * translator renders the inner ones first. Contract stays free of Lingui at run time;
 * `/*i18n*\/` marks each descriptor for `lingui extract`.
 */
export interface MessageDescriptor {
  id: string
  message: string
}

/** A moment the reader sees in their language's date and time (an API error's "until"). */
export interface Instant {
  instant: string
}

export type MessageValue = string | number | MessageDescriptor | Message | Instant

export const isInstant = (value: unknown): value is Instant =>
  typeof value === 'object' && value !== null && typeof (value as Instant).instant === 'string'

export interface Message extends MessageDescriptor {
  values?: Record<string, MessageValue>
}

export function isMessage(value: unknown): value is Message {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Message).id === 'string' &&
    typeof (value as Message).message === 'string'
  )
}

/** Builds a message from a descriptor and its values. */
export function message(
  descriptor: MessageDescriptor,
  values?: Record<string, MessageValue>,
): Message {
  return values ? { ...descriptor, values } : { ...descriptor }
}

export type Translate = (
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
) => string

/**
 * Renders a message with a translator (Lingui's `i18n._` in the browser, English on the server).
 * Instants go through `formatInstant` (the browser's formatter); without one they stay ISO text.
 */
export function renderMessage(
  msg: Message | MessageDescriptor,
  translate: Translate,
  formatInstant: (iso: string) => string = (iso) => iso,
): string {
  const values: Record<string, string | number> = {}
  for (const [key, value] of Object.entries((msg as Message).values ?? {})) {
    values[key] = isInstant(value)
      ? formatInstant(value.instant)
      : typeof value === 'object'
        ? renderMessage(value, translate, formatInstant)
        : value
  }
  return translate({ id: msg.id, message: msg.message }, values)
}

/** The source-language rendering, used for server `description`s and logs. */
export const english: Translate = (descriptor, values = {}) =>
  descriptor.message.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
