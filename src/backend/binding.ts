import type { z } from 'zod'

import type { ValidationErrorInfo } from '@/contract/envelope'

import { validationFault } from './errors'

/**
 * Model binding as ASP.NET does it, so any ABP client works: parameter names are matched
 * case-insensitively (the parameter schemas themselves are in `@/contract/params`).
 */

type Raw = Record<string, unknown>

const shapeKeys = (schema: z.ZodObject): string[] => Object.keys(schema.shape)

/** Picks the schema's keys out of `source`, whatever the case of the incoming names. */
function pickCaseInsensitive(schema: z.ZodObject, source: Map<string, unknown>): Raw {
  const picked: Raw = {}
  for (const key of shapeKeys(schema)) {
    const value = source.get(key.toLowerCase())
    if (value !== undefined) picked[key] = value
  }
  return picked
}

const toValidationErrors = (error: z.ZodError): ValidationErrorInfo[] =>
  error.issues.map((issue) => {
    const member = issue.path.map(String).join('.')
    return {
      message: member ? `${member}: ${issue.message}` : issue.message,
      members: member ? [member] : [],
    }
  })

/** Members (dotted paths) whose text contains a NUL character, which no column can store. */
function nulMembers(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path] : []
  if (Array.isArray(value))
    return value.flatMap((item, index) => nulMembers(item, `${path}.${index}`))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) =>
      nulMembers(item, path ? `${path}.${key}` : key),
    )
  return []
}

/** Parses `raw` with `schema` or throws a 400 fault carrying ABP `validationErrors`. */
export function parseOrFault<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const withNul = nulMembers(raw, '')
  if (withNul.length > 0)
    throw validationFault(
      withNul.map((member) => ({
        message: `${member}: must not contain a NUL character`,
        members: [member],
      })),
    )
  const parsed = schema.safeParse(raw)
  if (!parsed.success) throw validationFault(toValidationErrors(parsed.error))
  return parsed.data
}

/** Binds query parameters (repeated names become arrays) to `schema`. */
export function bindQuery<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.infer<S> {
  const source = new Map<string, unknown>()
  for (const [name, value] of params) {
    const key = name.toLowerCase()
    const existing = source.get(key)
    if (existing === undefined) source.set(key, value)
    else source.set(key, Array.isArray(existing) ? [...existing, value] : [existing, value])
  }
  return parseOrFault(schema, pickCaseInsensitive(schema, source))
}

/** Binds a JSON body object to `schema` (top-level names case-insensitive). */
export function bindBody<S extends z.ZodObject>(schema: S, body: unknown): z.infer<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw validationFault([{ message: 'The request body must be a JSON object.', members: [] }])
  }
  const source = new Map(Object.entries(body).map(([key, value]) => [key.toLowerCase(), value]))
  return parseOrFault(schema, pickCaseInsensitive(schema, source))
}
