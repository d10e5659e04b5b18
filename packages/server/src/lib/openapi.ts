import type { AnyObjectSchema, SchemaDescription, SchemaFieldDescription } from 'yup'
import { API_PREFIX, APP_NAME, APP_VERSION } from '@atb/contract'
import type { RouteSpec } from './route'

type JsonSchema = Record<string, unknown>

const param = (d: SchemaDescription, name: string, key: string): unknown =>
  d.tests.find((t) => t.name === name)?.params?.[key]

/** Translates yup's own description of a schema, so the document cannot drift from validation. */
export function toJsonSchema(field: SchemaFieldDescription): JsonSchema {
  const d = field as SchemaDescription & {
    fields?: Record<string, SchemaFieldDescription>
    innerType?: SchemaFieldDescription
  }
  const out: JsonSchema = {}
  switch (d.type) {
    case 'object': {
      const fields = d.fields ?? {}
      out.type = 'object'
      out.properties = Object.fromEntries(
        Object.entries(fields).map(([k, v]) => [k, toJsonSchema(v)]),
      )
      const required = Object.entries(fields)
        .filter(([, v]) => !(v as SchemaDescription).optional)
        .map(([k]) => k)
      if (required.length > 0) out.required = required
      break
    }
    case 'array':
      out.type = 'array'
      if (d.innerType) out.items = toJsonSchema(d.innerType)
      break
    case 'string': {
      out.type = 'string'
      const length = param(d, 'length', 'length')
      if (typeof length === 'number') Object.assign(out, { minLength: length, maxLength: length })
      const min = param(d, 'min', 'min')
      const max = param(d, 'max', 'max')
      if (typeof min === 'number') out.minLength = min
      if (typeof max === 'number') out.maxLength = max
      if (d.tests.some((t) => t.name === 'email')) out.format = 'email'
      const regex = param(d, 'matches', 'regex')
      if (regex instanceof RegExp) out.pattern = regex.source
      break
    }
    case 'number': {
      out.type = d.tests.some((t) => t.name === 'integer') ? 'integer' : 'number'
      const min = param(d, 'min', 'min')
      const max = param(d, 'max', 'max')
      if (typeof min === 'number') out.minimum = min
      if (typeof max === 'number') out.maximum = max
      break
    }
    case 'boolean':
      out.type = 'boolean'
      break
    default:
      break
  }
  const values = d.oneOf.filter((v) => typeof v !== 'object' && v !== undefined)
  if (values.length > 0) out.enum = values
  if ('default' in d && d.default !== undefined && typeof d.default !== 'function')
    out.default = d.default
  if (d.nullable) out.nullable = true
  return out
}

const envelope = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['success', 'error'] },
    data: {},
    description: { type: 'string' },
  },
}

function operation(spec: RouteSpec): JsonSchema {
  const schema = toJsonSchema((spec.schema as AnyObjectSchema).describe())
  const op: JsonSchema = {
    summary: spec.summary,
    tags: [spec.tag],
    responses: {
      200: {
        description: 'Success envelope',
        content: { 'application/json': { schema: envelope } },
      },
      400: { description: 'Validation error with field errors' },
      ...(spec.auth ? { 401: { description: "Missing token, or 'Invalid session'" } } : {}),
      ...(spec.rateLimit ? { 429: { description: 'Too many requests' } } : {}),
    },
  }
  if (spec.auth) op.security = [{ bearer: [] }]
  if (spec.method === 'GET') {
    const props = (schema.properties ?? {}) as Record<string, JsonSchema>
    const required = new Set((schema.required as string[] | undefined) ?? [])
    op.parameters = Object.entries(props).map(([name, s]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema: s,
    }))
  } else {
    op.requestBody = { required: true, content: { 'application/json': { schema } } }
  }
  return op
}

export function openApiDocument(routes: RouteSpec[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const path = (paths[`${API_PREFIX}${route.url}`] ??= {})
    path[route.method.toLowerCase()] = operation(route)
  }
  return {
    openapi: '3.0.3',
    info: { title: `${APP_NAME} API`, version: APP_VERSION },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  }
}
