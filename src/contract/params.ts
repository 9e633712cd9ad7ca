import { z } from 'zod'

import { MAX_ID } from '@/domain/ids'
import { ENTITY_SLUG } from '@/domain/slug'

/**
 * Parameter schemas of the backend contract, read the way ASP.NET binds them so any ABP client
 * works: enums by name (any case) or number, booleans as true/false/1/0, numbers from strings.
 * Each is typed with what a caller may pass in (its input) and what the backend gets (its output).
 */

export { MAX_ID } from '@/domain/ids'

/** An integer parameter from a number or decimal digits (as ASP.NET reads it: not `0x10`, `1e3`). */
export const intParam = () =>
  z.preprocess(
    (raw) => (typeof raw === 'string' && /^\s*[+-]?\d{1,16}\s*$/.test(raw) ? Number(raw) : raw),
    z.number().int(),
  ) as unknown as z.ZodType<number, number | string>

/** An entity id: a positive integer a database column can hold. */
export const idParam = () =>
  intParam().pipe(z.number().int().positive().max(MAX_ID)) as unknown as z.ZodType<
    number,
    number | string
  >

/** A boolean parameter: true/false/1/0 in any case. */
export const boolParam = () =>
  z.preprocess((raw) => {
    if (typeof raw !== 'string') return raw
    const value = raw.trim().toLowerCase()
    if (value === 'true' || value === '1') return true
    if (value === 'false' || value === '0') return false
    return raw
  }, z.boolean()) as unknown as z.ZodType<boolean, boolean | string>

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
  ) as unknown as z.ZodType<T[keyof T], keyof T | T[keyof T]>
}

/** A string that must be one of `options`, matched case-insensitively, yielding the canonical spelling. */
export const choiceParam = <const T extends readonly [string, ...string[]]>(options: T) => {
  const byLower = new Map(options.map((option) => [option.toLowerCase(), option]))
  return z.preprocess(
    (raw) => (typeof raw === 'string' ? (byLower.get(raw.trim().toLowerCase()) ?? raw) : raw),
    z.enum(options),
  ) as unknown as z.ZodType<T[number], T[number]>
}

/** One value or several (`Filters=a:b&Filters=c:d`, or comma-separated), at most `max`. */
export const listParam = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (raw) =>
      (Array.isArray(raw) ? raw : [raw]).flatMap((value) =>
        typeof value === 'string'
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter(Boolean)
          : [value],
      ),
    z.array(item).max(max),
  ) as unknown as z.ZodType<z.output<T>[], z.input<T> | z.input<T>[]>

/** A slug of lower-case letters, digits and hyphens. */
export const slugParam = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'slug must be lower-case letters, digits and hyphens')

/** An entity's slug (`…-p42`, or the bare slug): lower-case words joined by hyphens. */
export const entitySlugParam = () =>
  z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(ENTITY_SLUG, 'slug must be lower-case letters, digits and hyphens')

/** Text on one line (names, subjects: they may end up in a mail header): no control characters. */
export const lineText = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'must be a single line of text')

/**
 * An e-mail address as the database's e-mail fields accept it (Payload's own rule, stricter than
 * zod's: no domain label ending in a hyphen, a top-level domain of letters). Checked with
 * `z.email()`, so an address that passes both is stored, never refused later with a 500.
 */
export const STORABLE_EMAIL =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/** An e-mail address parameter: valid and storable, at most 254 characters. */
export const emailParam = () =>
  z.email().max(254).regex(STORABLE_EMAIL, 'not a valid e-mail address')
