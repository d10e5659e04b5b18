import fc from 'fast-check'
import { hostileNumbers } from '@atb/contract/testing'

/** One endpoint as the fuzz property sees it: enough to aim malformed input at each field. */
export interface Endpoint {
  method: 'GET' | 'POST'
  /** With the API prefix. */
  url: string
  auth: boolean
  /** The request's field names. */
  fields: string[]
  /** Each field's JSON schema, as the document gives it. */
  schemas: Record<string, FieldSchema>
}

/** The part of a field's JSON schema that a valid example can be built from. */
export interface FieldSchema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array'
  enum?: unknown[]
  default?: unknown
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  format?: string
}

interface OpenApiOperation {
  security?: unknown[]
  parameters?: { name: string; schema: FieldSchema }[]
  requestBody?: {
    content: { 'application/json': { schema: { properties?: Record<string, FieldSchema> } } }
  }
}

/**
 * Every endpoint the server publishes, read from its OpenAPI document, which is generated from the
 * same route list (or contract descriptors) the server registers: a new endpoint is fuzzed the day
 * it exists.
 */
export function endpointsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }) {
  const endpoints: Endpoint[] = []
  for (const [url, operations] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(operations)) {
      const body = op.requestBody?.content['application/json'].schema.properties ?? {}
      const schemas = {
        ...Object.fromEntries((op.parameters ?? []).map((p) => [p.name, p.schema])),
        ...body,
      }
      endpoints.push({
        method: method.toUpperCase() as Endpoint['method'],
        url,
        auth: (op.security?.length ?? 0) > 0,
        fields: Object.keys(schemas),
        schemas,
      })
    }
  return endpoints
}

/** Keys that name things every object inherits. */
export const prototypeKeys = [
  'toString',
  'valueOf',
  'hasOwnProperty',
  'constructor',
  '__proto__',
  'isPrototypeOf',
  'toLocaleString',
]

const nested = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`

/** Values a field might receive from someone who is not the app (as JSON text). */
const hostileValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }).map((s) => JSON.stringify(s)),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => JSON.stringify(s)),
  fc.string({ maxLength: 10 }).map((s) => JSON.stringify(`${s}\u0000${s}`)),
  fc.constantFrom(...prototypeKeys).map((s) => JSON.stringify(s)),
  fc.integer({ min: 1, max: 3000 }).map((n) => JSON.stringify('x'.repeat(n))),
  fc
    .oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
    .map((v) => JSON.stringify(v)),
  fc.constantFrom('1e999', '-0', '[]', '{}', '[[]]', '[null]', '{"toString":1}', '{"valueOf":{}}'),
  // Numbers no field takes (decision 077): not plain decimals, not finite, past any range.
  fc.constantFrom(...hostileNumbers).map((v) => JSON.stringify(v)),
  fc.integer({ min: 2, max: 60 }).map((d) => nested(d)),
  fc.integer({ min: 1, max: 4 }).map((d) => nested(d, '"a@b.co"')),
  fc
    .dictionary(fc.constantFrom(...prototypeKeys, 'a', 'email'), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 3,
    })
    .map((v) => JSON.stringify(v)),
)

/** A JSON body aimed at an endpoint's fields, or not JSON at all, as raw text. */
export function hostileBody(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...(fields.length ? fields : ['x'])),
    fc.constantFrom(...prototypeKeys),
    fc.string({ maxLength: 8 }),
  )
  const object = fc
    .array(fc.tuple(key, hostileValue), { maxLength: 6 })
    .map((pairs) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`)
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', '[]', 'null', '"text"', '1e999', '{', '{"a":', '{"__proto__":{"x":1}}'),
    fc.constantFrom(...[33, 200, 2_500].map((d) => `{"${fields[0] ?? 'x'}":${nested(d)}}`)),
    fc.constant('{"constructor":{"prototype":{"x":1}}}'),
  )
  return fc.oneof({ arbitrary: object, weight: 4 }, { arbitrary: text, weight: 1 })
}

/** A query string aimed at an endpoint's fields (repeated keys, NUL, prototype names). */
export function hostileQuery(fields: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...(fields.length ? fields : ['x'])),
    fc.constantFrom(...prototypeKeys, 'a[b]', 'a[]'),
    fc.string({ maxLength: 8 }),
  )
  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.constantFrom('', '1', '-1', '1e999', 'NaN', '\u0000', '0x10', '100000000000'),
    fc.constantFrom(...hostileNumbers.map(String)),
    fc.integer({ min: 1, max: 2000 }).map((n) => '9'.repeat(n)),
  )
  return fc
    .array(fc.tuple(key, value), { maxLength: 6 })
    .map((pairs) =>
      pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'),
    )
}
