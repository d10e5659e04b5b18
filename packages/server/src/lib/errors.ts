import { errorDescriptions, serverDescriptions, type FieldError } from '@atb/contract'

/** A failure the client should see as-is: the error handler turns it into the envelope. */
export class ApiFailure extends Error {
  constructor(
    readonly statusCode: number,
    readonly description: string,
    readonly errors?: FieldError[],
  ) {
    super(description)
  }
}

/** Every description the server answers with; contract holds them so the browser can translate each. */
export const descriptions = { ...errorDescriptions, ...serverDescriptions } as const

const clientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: descriptions.unsupportedMediaType,
  FST_ERR_CTP_EMPTY_JSON_BODY: descriptions.invalidJson,
  FST_ERR_CTP_INVALID_JSON_BODY: descriptions.invalidJson,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: descriptions.badRequest,
  FST_ERR_CTP_BODY_TOO_LARGE: descriptions.bodyTooLarge,
}

/**
 * A fixed description for Fastify's own 4xx errors: their messages can quote the request (a JSON
 * syntax error shows the text around it, a media-type error the header), and replies never do.
 */
export function clientErrorDescription(error: { code?: string; name?: string }): string {
  if (error.code && Object.hasOwn(clientErrors, error.code)) return clientErrors[error.code]!
  return error.name === 'SyntaxError' ? descriptions.invalidJson : descriptions.badRequest
}

/**
 * What the log may keep of an unexpected error. A failed query's message lists its parameters,
 * which can be a user's input or a secret; the query text stays, the parameters go.
 */
export function loggableError(error: Error): Error {
  const query = (error as { query?: unknown }).query
  if (typeof query !== 'string' || !('params' in error)) return error
  const safe = new Error(`Failed query: ${query}`, { cause: error.cause })
  safe.name = error.name
  safe.stack = `${safe.name}: ${safe.message}\n${(error.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n')}`
  return safe
}
