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
