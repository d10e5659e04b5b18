import type { FastifyInstance } from 'fastify'
import { ApiFailure } from './errors'

/** Deeper than any request the app sends (bot configs nest three levels); checked before parsing. */
export const MAX_JSON_DEPTH = 32

/** Whether JSON text nests arrays and objects deeper than `limit`, found in one pass without recursion. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c)
        i++ // a backslash escapes the next character
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return false
}

/**
 * Fastify's own JSON parser (prototype-poisoning checks included) behind a depth check, so a small
 * body of nested brackets is a 400 before anything walks it.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(new ApiFailure('too_deep'), undefined)
    return parse(req, body as string, done)
  })
}
