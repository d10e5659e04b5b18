import type { SchemaDescription, SchemaFieldDescription } from 'yup'
import {
  API_PREFIX,
  APP_NAME,
  APP_VERSION,
  apiErrors,
  errorCodes,
  implicitErrors,
  type ErrorCode,
} from '@atb/contract'
import type { Route } from './route'

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
    case 'array': {
      out.type = 'array'
      if (d.innerType) out.items = toJsonSchema(d.innerType)
      const min = param(d, 'min', 'min')
      const max = param(d, 'max', 'max')
      if (typeof min === 'number') out.minItems = min
      if (typeof max === 'number') out.maxItems = max
      break
    }
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
  required: ['status', 'data'],
  properties: { status: { type: 'string', enum: ['success'] }, data: {} },
}

const errorEnvelope = {
  type: 'object',
  required: ['status', 'description', 'code'],
  properties: {
    status: { type: 'string', enum: ['error'] },
    description: { type: 'string' },
    code: { type: 'string', enum: errorCodes },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, text: { type: 'string' } },
      },
    },
  },
}

/** One response per status, listing each code it may carry with its description. */
function errorResponses(codes: ErrorCode[]): Record<number, JsonSchema> {
  const byStatus = new Map<number, ErrorCode[]>()
  for (const code of new Set(codes)) {
    const { status } = apiErrors[code]
    byStatus.set(status, [...(byStatus.get(status) ?? []), code])
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      {
        description: list.map((c) => `${c}: '${apiErrors[c].description}'`).join('; '),
        content: { 'application/json': { schema: errorEnvelope } },
      },
    ]),
  )
}

function operation({ endpoint, options }: Route): JsonSchema {
  const schema = toJsonSchema(endpoint.request.describe())
  const codes = [
    ...implicitErrors(endpoint),
    ...endpoint.errors,
    ...(options.rateLimit ? (['rate_limited'] as const) : []),
  ]
  const op: JsonSchema = {
    summary: endpoint.summary,
    tags: [endpoint.tag],
    responses: {
      200: {
        description: 'Success envelope',
        content: { 'application/json': { schema: envelope } },
      },
      ...errorResponses(codes),
    },
  }
  if (endpoint.auth) op.security = [{ bearer: [] }]
  if (endpoint.method === 'GET') {
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

export function openApiDocument(routes: Route[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {}
  for (const route of routes) {
    const path = (paths[`${API_PREFIX}${route.endpoint.path}`] ??= {})
    path[route.endpoint.method.toLowerCase()] = operation(route)
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
