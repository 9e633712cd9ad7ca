import { z } from 'zod'

import type { ValidationErrorInfo } from '@/contract/envelope'

import { validationFault } from './errors'

/**
 * Model binding as ASP.NET does it, so any ABP client works: parameter names are matched
 * case-insensitively, enums bind by name (any case) or by number, booleans accept true/false/1/0.
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

/** Parses `raw` with `schema` or throws a 400 fault carrying ABP `validationErrors`. */
export function parseOrFault<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
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

/** An enum parameter bound by name (case-insensitive) or number; yields the number. */
export const enumParam = <T extends Record<string, number>>(values: T) => {
  const byName = new Map(Object.entries(values).map(([name, value]) => [name.toLowerCase(), value]))
  const allowed = new Set<number>(Object.values(values))
  return z.preprocess(
    (raw) => {
      if (typeof raw === 'number') return raw
      if (typeof raw !== 'string') return raw
      const trimmed = raw.trim()
      if (/^-?\d+$/.test(trimmed)) return Number(trimmed)
      return byName.get(trimmed.toLowerCase()) ?? raw
    },
    z.number().refine((value) => allowed.has(value), {
      message: `must be one of ${Object.entries(values)
        .map(([name, value]) => `${name} (${value})`)
        .join(', ')}`,
    }),
  ) as unknown as z.ZodType<T[keyof T]>
}

/** A boolean parameter: true/false/1/0 in any case. */
export const boolParam = () =>
  z.preprocess((raw) => {
    if (typeof raw !== 'string') return raw
    const value = raw.trim().toLowerCase()
    if (value === 'true' || value === '1') return true
    if (value === 'false' || value === '0') return false
    return raw
  }, z.boolean())

/** An integer parameter from a string or number. */
export const intParam = () =>
  z.preprocess(
    (raw) => (typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw),
    z.number().int(),
  )

/** A string parameter that must be one of `options`, matched case-insensitively, yielding the canonical spelling. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(options: T) => {
  const byLower = new Map(options.map((option) => [option.toLowerCase(), option]))
  return z.preprocess(
    (raw) => (typeof raw === 'string' ? (byLower.get(raw.trim().toLowerCase()) ?? raw) : raw),
    z.enum(options),
  )
}
