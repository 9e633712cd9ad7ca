import fc from 'fast-check'
import type { CollectionSlug, Payload } from 'payload'

import type { Call } from '@/contract/call'

/**
 * The contract fuzzer's parts: what each declared parameter accepts, read off its zod schema;
 * fast-check arbitraries of values that pass, sit on a boundary, are hostile or of the wrong type;
 * requests built by hand from them (raw query strings, raw bodies, hostile headers); what an
 * answer must never contain; and a runner that sweeps every run and then shrinks the first failure.
 */

// ---------------------------------------------------------------------------------------------
// What a parameter accepts, read off its schema

/** The underlying kind of one parameter, with the bounds its schema states. */
export type FieldShape =
  | { kind: 'integer'; min: number; max: number; allowed: number[] | null; names: string[] }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'boolean' }
  | { kind: 'choice'; values: (string | number)[] }
  | { kind: 'string'; min: number; max: number; patterns: RegExp[]; format: string | null }
  | { kind: 'list'; element: FieldShape; max: number }
  | { kind: 'union'; options: FieldShape[] }
  /** A nested object (an attachment `{ fileName, contentType, data }`). */
  | { kind: 'object'; fields: Field[] }
  | { kind: 'unknown' }

export type Field = { name: string; optional: boolean; shape: FieldShape }

type ZodDef = {
  type: string
  innerType?: unknown
  in?: unknown
  out?: unknown
  element?: unknown
  options?: unknown[]
  shape?: Record<string, unknown>
  entries?: Record<string, string | number>
  values?: unknown[]
  checks?: unknown[]
  check?: string
  format?: string
  pattern?: RegExp
}
type CheckDef = {
  check?: string
  value?: unknown
  inclusive?: boolean
  minimum?: number
  maximum?: number
  length?: number
  format?: string
  pattern?: RegExp
}
type Parser = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } }
}

const defOf = (schema: unknown): ZodDef => (schema as { _zod: { def: ZodDef } })._zod.def
const checksOf = (def: ZodDef): CheckDef[] =>
  (def.checks ?? []).map((check) => (check as { _zod: { def: CheckDef } })._zod.def)

const INT_FORMATS: Record<string, [number, number]> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-2_147_483_648, 2_147_483_647],
  uint32: [0, 4_294_967_295],
}

/** Numbers a refined number schema (an enum parameter) accepts, and the names its message lists. */
function probeRefined(schema: unknown): { allowed: number[] | null; names: string[] } {
  const parser = schema as Parser
  const allowed: number[] = []
  for (let candidate = -1; candidate <= 1000; candidate += 1)
    if (parser.safeParse(candidate).success) allowed.push(candidate)
  const message = parser.safeParse(-987_654_321).error?.issues[0]?.message ?? ''
  const names = [...message.matchAll(/([A-Za-z_]\w*) \(-?\d+\)/g)].map((match) => match[1]!)
  return { allowed: allowed.length > 0 && allowed.length < 1000 ? allowed : null, names }
}

function numberShape(schema: unknown, def: ZodDef): FieldShape {
  let min = -Infinity
  let max = Infinity
  let exclusiveMin = false
  let exclusiveMax = false
  let integer = def.type === 'bigint'
  let refined = false
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than' && Number(check.value) >= min) {
      min = Number(check.value)
      exclusiveMin = !check.inclusive
    } else if (check.check === 'less_than' && Number(check.value) <= max) {
      max = Number(check.value)
      exclusiveMax = !check.inclusive
    } else if (check.check === 'number_format' && check.format && INT_FORMATS[check.format]) {
      integer = true
      const [low, high] = INT_FORMATS[check.format]!
      if (low > min) min = low
      if (high < max) max = high
    } else if (check.check === 'custom') refined = true
  }
  if (refined) {
    // An enum parameter: a number refined to a set; learn the set by asking the schema.
    const probed = probeRefined(schema)
    if (probed.allowed) return { kind: 'integer', min, max, ...probed }
  }
  if (!integer) return { kind: 'number', min, max }
  if (exclusiveMin) min = Math.floor(min) + 1
  if (exclusiveMax) max = Math.ceil(max) - 1
  return {
    kind: 'integer',
    min,
    max,
    allowed: null,
    names: [],
  }
}

function stringShape(def: ZodDef): FieldShape {
  let min = 0
  let max = Infinity
  const patterns: RegExp[] = []
  let format = def.check === 'string_format' && def.format !== 'regex' ? (def.format ?? null) : null
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0)
    else if (check.check === 'max_length') max = Math.min(max, check.maximum ?? Infinity)
    else if (check.check === 'length_equals') min = max = check.length ?? 0
    else if (check.check === 'string_format') {
      if (check.format === 'regex' && check.pattern) patterns.push(check.pattern)
      else format ??= check.format ?? null
    }
  }
  if (format === 'regex' && def.pattern) patterns.push(def.pattern)
  return { kind: 'string', min, max, patterns, format }
}

/** The stricter of two descriptions of one value (a pipe's input and output). */
function mergeShapes(a: FieldShape, b: FieldShape): FieldShape {
  if (b.kind === 'unknown') return a
  if (a.kind === 'unknown') return b
  if (
    (a.kind === 'integer' || a.kind === 'number') &&
    (b.kind === 'integer' || b.kind === 'number')
  ) {
    const min = Math.max(a.min, b.min)
    const max = Math.min(a.max, b.max)
    if (a.kind === 'number' && b.kind === 'number') return { kind: 'number', min, max }
    const pick = (shape: FieldShape) =>
      shape.kind === 'integer' ? shape : { allowed: null, names: [] as string[] }
    const allowed = pick(b).allowed ?? pick(a).allowed
    const names = pick(b).names.length ? pick(b).names : pick(a).names
    return { kind: 'integer', min, max, allowed, names }
  }
  if (a.kind === 'string' && b.kind === 'string')
    return {
      kind: 'string',
      min: Math.max(a.min, b.min),
      max: Math.min(a.max, b.max),
      patterns: [...a.patterns, ...b.patterns],
      format: b.format ?? a.format,
    }
  if (a.kind === 'list' && b.kind === 'list')
    return { kind: 'list', element: mergeShapes(a.element, b.element), max: Math.min(a.max, b.max) }
  return b
}

/** Walks a zod 4 schema down to the kind of value it finally checks. */
export function describeSchema(schema: unknown): { shape: FieldShape; optional: boolean } {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return { shape: describeSchema(def.innerType).shape, optional: true }
    case 'nullable':
    case 'readonly':
    case 'catch':
    case 'lazy':
      return describeSchema(def.innerType)
    case 'nonoptional':
      return { shape: describeSchema(def.innerType).shape, optional: false }
    case 'pipe': {
      // z.preprocess(fn, schema) is a pipe from a transform: only its output says anything.
      const input = describeSchema(def.in)
      const output = describeSchema(def.out)
      return { shape: mergeShapes(input.shape, output.shape), optional: input.optional }
    }
    case 'number':
    case 'int':
    case 'bigint':
      return { shape: numberShape(schema, def), optional: false }
    case 'boolean':
      return { shape: { kind: 'boolean' }, optional: false }
    case 'string':
      return { shape: stringShape(def), optional: false }
    case 'enum':
      return {
        shape: { kind: 'choice', values: Object.values(def.entries ?? {}) },
        optional: false,
      }
    case 'literal':
      return {
        shape: {
          kind: 'choice',
          values: (def.values ?? []).filter(
            (value): value is string | number =>
              typeof value === 'string' || typeof value === 'number',
          ),
        },
        optional: false,
      }
    case 'array': {
      const max = checksOf(def).find((check) => check.check === 'max_length')?.maximum ?? 50
      return {
        shape: { kind: 'list', element: describeSchema(def.element).shape, max },
        optional: false,
      }
    }
    case 'union': {
      const options = (def.options ?? []).map(describeSchema)
      return {
        shape: { kind: 'union', options: options.map((option) => option.shape) },
        optional: options.some((option) => option.optional),
      }
    }
    case 'object':
      return {
        shape: {
          kind: 'object',
          fields: Object.entries(def.shape ?? {}).map(([name, inner]) => ({
            name,
            ...describeSchema(inner),
          })),
        },
        optional: false,
      }
    default:
      // transform, unknown, any...: nothing to learn about the value.
      return { shape: { kind: 'unknown' }, optional: false }
  }
}

const fieldsByCall = new WeakMap<Call, Field[]>()

/** The parameters of a call's input, each with what it accepts. */
export function fieldsOf(call: Call): Field[] {
  let fields = fieldsByCall.get(call)
  if (!fields) {
    fields = Object.entries(call.input.shape).map(([name, schema]) => ({
      name,
      ...describeSchema(schema),
    }))
    fieldsByCall.set(call, fields)
  }
  return fields
}

// ---------------------------------------------------------------------------------------------
// Values on the wire

/**
 * A parameter value as sent: query and form values are its text; JSON bodies carry it as is.
 * `$raw` is a number spelled verbatim (JSON cannot hold 1e400 otherwise), `$object` a nested
 * object (`name[key]=…` in a query), `$file` a multipart file part.
 */
export type Wire =
  | string
  | number
  | boolean
  | null
  | { $raw: string }
  | { $object: [string, Wire][] }
  | { $file: string }
  | Wire[]

const isTagged = <K extends string>(
  value: Wire,
  key: K,
): value is Extract<Wire, Record<K, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && key in value

/** A value's text, as a query string or form carries it. */
export function wireText(value: Wire): string {
  if (value === null) return 'null'
  if (typeof value !== 'object') return String(value)
  if (Array.isArray(value)) return value.map(wireText).join(',')
  if (isTagged(value, '$raw')) return value.$raw
  if (isTagged(value, '$file')) return value.$file
  return toJsonText(value)
}

/** JSON text of a value; entries may repeat a name, and `$raw` numbers are written verbatim. */
export function toJsonText(value: Wire | undefined): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map((item) => toJsonText(item)).join(',')}]`
  if (isTagged(value, '$raw')) return value.$raw
  if (isTagged(value, '$file')) return JSON.stringify(value.$file)
  return objectJson(value.$object)
}

const objectJson = (entries: [string, Wire][]): string =>
  `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${toJsonText(item)}`).join(',')}}`

/** Appends a value to a form as a browser sends it: arrays repeat the field, files are parts. */
export function appendToForm(form: FormData, name: string, value: Wire): void {
  if (Array.isArray(value)) for (const item of value) appendToForm(form, name, item)
  else if (isTagged(value, '$file')) form.append(name, new Blob([value.$file]), 'x.txt')
  else form.append(name, wireText(value))
}

// ---------------------------------------------------------------------------------------------
// Pools

const TEN_KB = 10 * 1024

/** Plausible words and keywords: Vietnamese with diacritics, model codes, LIKE wildcards, quotes. */
export const PLAUSIBLE = [
  'điều hòa',
  'Điều Hòa Inverter',
  'máy lạnh',
  'quạt trần',
  'tủ lạnh',
  'máy hút ẩm',
  'máy sấy tay',
  'thang máy',
  'Nguyễn Thị Thu Trang',
  'Đặng Quốc Việt',
  'Hồ Chí Minh',
  'Đà Nẵng',
  'ống đồng',
  'ắc quy',
  'mắt thần',
  'tiết kiệm điện',
  'msy-jw',
  'MSY-JW25VF',
  'ms-ks25vf',
  'inverter',
  'capacity',
  '9000 BTU',
  'air conditioner',
  'Mitsubishi',
  'a',
  'ab',
  'dieu-hoa-1-chieu-9000-btu-ms-ks25vf',
  'air-conditioner-cooling-only-9000-btu-ms-ks25vf',
  'chinh-sach-bao-mat',
  'chinh-sach-bao-mat-t5',
  'terms-of-use-t26',
  'may-lanh-prd1',
  'capacity:9000',
  'capacity:12000',
  'type:one-way',
  'stars:5',
  'FacebookPageUrl',
  'Hotline',
  'BrandName',
  '/dieu-hoa-khong-khi',
  '/vi/lien-he',
  '%',
  '_',
  '%%',
  '_%_',
  'a%b_c',
  '\\',
  '\\%',
  "'",
  '"',
  "O'Brien",
  '`',
  'e\u0301',
  'Ｍｓｙ',
  'İstanbul',
  'straße',
  '❄️🌀',
]

/** Hostile strings: NUL, lone surrogates, injections, malformed encodings, line breaks, 10 kB. */
export const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\ud800',
  '\udfff',
  'a\udc00b',
  '\ud800\ud800',
  "'; DROP TABLE contacts; --",
  "' OR '1'='1",
  '" OR ""="',
  '1; SELECT pg_sleep(1)',
  '$1',
  '%00',
  '%E0%A4%A',
  '%ZZ',
  '%',
  '../../../etc/passwd',
  '..\\..\\windows',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '\r\n',
  'Tiêu đề\r\nBcc: attacker@evil.example',
  'line\nbreak',
  '\t',
  '\u202e\u0074\u0078\u0074',
  '\ufeff',
  '\u200b',
  '\uffff',
  '\u{10ffff}',
  'A'.repeat(TEN_KB),
  'đ'.repeat(TEN_KB),
  '\u0000'.repeat(TEN_KB),
  '💥'.repeat(TEN_KB / 2),
  `${'%'.repeat(50)}${'_'.repeat(50)}`,
]

const HUGE_DIGITS = '9'.repeat(400)

/** Numbers on and past every edge, as values and as text. */
const NUMBER_EDGES: Wire[] = [
  0,
  -1,
  1,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  { $raw: '9007199254740993' },
  1e308,
  -1e308,
  { $raw: '1e400' },
  { $raw: '-0' },
  0.5,
  '2147483647',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '0X1f',
  '0b101',
  '0o17',
  '1e3',
  '1E3',
  '1e308',
  '1e309',
  ' 12 ',
  '\t7\n',
  '12abc',
  '1.5',
  '-0',
  '+5',
  '.5',
  '5.',
  '1_000',
  '1,000',
  '１２',
  '٣',
  '00000000000000000000000000000000001',
  HUGE_DIGITS,
  `-${HUGE_DIGITS}`,
  `0.${HUGE_DIGITS}`,
  '',
  ' ',
  'true',
  'null',
]

const BOOLEAN_EDGES: Wire[] = ['yes', 'no', 'on', 'TRUE ', '2', '-1', '', 'null', 'truee', 0, 1, 2]

const EMAILS_VALID = [
  'khach.hang@example.vn',
  'lien.he+sora@example.com.vn',
  'a@b.co',
  "o'brien@example.com",
  'UPPER.CASE@EXAMPLE.VN',
  'x_y-z@sub.example.org',
]

const EMAIL_EDGES = [
  'a@b',
  '@example.vn',
  'a@',
  'a@@example.vn',
  'a b@example.vn',
  ' spaced@example.vn ',
  'ünïcode@example.vn',
  'nguyễn@ví-dụ.vn',
  '"quoted"@example.vn',
  'a@b.vn\r\nBcc: attacker@evil.example',
  'a@b.vn\u0000',
  '\u0000@example.vn',
  `${'a'.repeat(250)}@example.vn`,
  `a@${'b'.repeat(250)}.vn`,
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.vn`,
  'a@b.c'.repeat(60),
  'test@localhost',
  'a@[127.0.0.1]',
  'a@xn--d1acufc.xn--p1ai',
  "'; DROP TABLE subscribers; --@example.vn",
  'a%b@example.vn',
  'a_b%@example.vn',
]

/** Values of the wrong type: objects, arrays, booleans, null. */
const WRONG_TYPES: Wire[] = [
  null,
  true,
  false,
  [],
  ['a'],
  [1, 2],
  [[[]]],
  { $object: [] },
  { $object: [['a', 1]] },
  { $object: [['$gt', '']] },
  { $object: [['__proto__', { $object: [['polluted', true]] }]] },
  { $object: [['toString', 'x']] },
  { $file: 'file content' },
]

/** Unknown parameters, including names that collide with Object.prototype. */
export const EXTRA_PARAMS: [string, Wire][] = [
  ['__proto__', 'x'],
  ['__proto__[polluted]', '1'],
  ['constructor', 'x'],
  ['constructor[prototype][polluted]', '1'],
  ['hasOwnProperty', '1'],
  ['toString', '1'],
  ['valueOf', 'x'],
  ['prototype', '1'],
  ['id[]', '1'],
  ['a'.repeat(2000), '1'],
  ['', 'x'],
  ['foo', 'bar'],
  ['culture', 'en'],
  ['tenantId', '2'],
  ['%E0%A4%A', '%E0%A4%A'],
  ['\u0000', '\u0000'],
  ['x', 'A'.repeat(TEN_KB)],
  ['$where', '1'],
]

const BROKEN_PERCENT = [
  '%',
  '%Z',
  '%ZZ',
  '%E0%A4%A',
  '%C3',
  '%ED%A0%80',
  '%FF%FE',
  '%%',
  '%0',
  '%C0%AF',
  '%00',
]

const casing = (value: string, how: string): string =>
  how === 'lower'
    ? value.toLowerCase()
    : how === 'upper'
      ? value.toUpperCase()
      : how === 'padded'
        ? ` ${value} `
        : value

const fit = (value: string, min: number, max: number): string => {
  let text = value
  if (text.length < min) text = text + 'ạ'.repeat(min - text.length)
  return Number.isFinite(max) && text.length > max ? text.slice(0, max) : text
}

// ---------------------------------------------------------------------------------------------
// Arbitraries per parameter

/** Short code-like values (a short field is usually a code: a language, a culture). */
const CODES = ['vi', 'en', 'VI', 'En', 'vi-VN', 'en-US', 'zh', 'x']

const texts = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 5, arbitrary: fc.constantFrom(...(max <= 16 ? CODES : PLAUSIBLE)) },
      { weight: max <= 16 ? 2 : 5, arbitrary: fc.constantFrom(...PLAUSIBLE) },
      {
        weight: 2,
        arbitrary: fc
          .array(fc.constantFrom(...PLAUSIBLE), { minLength: 1, maxLength: 5 })
          .map((words) => words.join(' ')),
      },
      { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
      // Hostile but short: passes validation and reaches the services and SQL.
      {
        weight: 2,
        arbitrary: fc.constantFrom(...HOSTILE.filter((value) => value.length <= 64)),
      },
    )
    .map((value) => fit(value, min, max))

/** Values a parameter accepts: the requests that get past validation into services and SQL. */
export function validValue(shape: FieldShape): fc.Arbitrary<Wire> {
  switch (shape.kind) {
    case 'integer': {
      if (shape.allowed?.length) {
        const numbers = fc.constantFrom(...shape.allowed)
        const parts: fc.WeightedArbitrary<Wire>[] = [
          { weight: 3, arbitrary: numbers },
          { weight: 2, arbitrary: numbers.map(String) },
        ]
        if (shape.names.length)
          parts.push({
            weight: 4,
            arbitrary: fc
              .tuple(fc.constantFrom(...shape.names), fc.constantFrom('as-is', 'lower', 'upper'))
              .map(([name, how]) => casing(name, how)),
          })
        return fc.oneof(...parts)
      }
      const low = Number.isFinite(shape.min) ? Math.max(shape.min, -1e6) : -1000
      const high = Number.isFinite(shape.max) ? Math.min(shape.max, 2 ** 53 - 1) : 1000
      const small = fc.integer({ min: low, max: Math.min(high, low + 40) })
      const any = fc.integer({ min: low, max: high })
      return fc
        .tuple(
          fc.oneof({ weight: 4, arbitrary: small }, { weight: 1, arbitrary: any }),
          fc.boolean(),
        )
        .map(([value, asText]): Wire => (asText ? String(value) : value))
    }
    case 'number': {
      const low = Number.isFinite(shape.min) ? shape.min : -1e6
      const high = Number.isFinite(shape.max) ? shape.max : 1e6
      return fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true })
    }
    case 'boolean':
      return fc.constantFrom<Wire>(true, false, 'true', 'false', 'True', 'FALSE', '1', '0')
    case 'choice':
      return shape.values.length
        ? fc
            .tuple(fc.constantFrom(...shape.values), fc.constantFrom('as-is', 'lower', 'upper'))
            .map(([value, how]): Wire => (typeof value === 'string' ? casing(value, how) : value))
        : fc.constant(null)
    case 'string': {
      if (shape.format === 'email')
        return fc.oneof(
          fc.constantFrom(...EMAILS_VALID),
          fc.emailAddress().filter((email) => email.length <= Math.min(shape.max, 254)),
        )
      if (shape.patterns.length) {
        const matching = PLAUSIBLE.filter((word) =>
          shape.patterns.every((pattern) => pattern.test(word)),
        )
        const generated = shape.patterns.map((pattern) =>
          fc.stringMatching(pattern).map((value) => fit(value, 0, shape.max)),
        )
        return matching.length
          ? fc.oneof(
              { weight: 2, arbitrary: fc.constantFrom(...matching) },
              ...generated.map((arbitrary) => ({ weight: 2, arbitrary })),
            )
          : fc.oneof(...generated)
      }
      return texts(shape.min, shape.max)
    }
    case 'list': {
      const items = fc.array(validValue(shape.element), {
        minLength: 1,
        maxLength: Math.max(1, Math.min(shape.max, 4)),
      })
      return fc
        .tuple(items, fc.boolean())
        .map(([values, joined]): Wire => (joined ? values.map(wireText).join(',') : values))
    }
    case 'union':
      return fc.oneof(...shape.options.map(validValue))
    case 'object':
      return fc
        .tuple(
          ...shape.fields.map((field) =>
            field.optional
              ? fc.option(validValue(field.shape), { nil: undefined })
              : validValue(field.shape),
          ),
        )
        .map((values): Wire => ({
          $object: shape.fields.flatMap((field, index): [string, Wire][] =>
            values[index] === undefined ? [] : [[field.name, values[index]]],
          ),
        }))
    case 'unknown':
      return texts(0, 200)
  }
}

/** Values on and past a parameter's edges. */
export function boundaryValue(shape: FieldShape): fc.Arbitrary<Wire> {
  switch (shape.kind) {
    case 'integer':
    case 'number': {
      const edges: Wire[] = [...NUMBER_EDGES]
      for (const edge of [shape.min, shape.max])
        if (Number.isFinite(edge)) edges.push(edge - 1, edge, edge + 1, String(edge + 1))
      if (shape.kind === 'integer' && shape.allowed) {
        const missing = [...Array(300).keys()].filter((value) => !shape.allowed!.includes(value))
        edges.push(...missing.slice(0, 5), ...missing.slice(-5))
      }
      if (shape.kind === 'integer' && shape.names.length) {
        const name = shape.names[0]!
        edges.push(
          name.replace(/./g, (char, index) =>
            index % 2 ? char.toUpperCase() : char.toLowerCase(),
          ),
          `${name}\u0000`,
          `${name}x`,
          `${name},${shape.names.at(-1)}`,
          'constructor',
          '__proto__',
          'toString',
          'valueOf',
        )
      }
      return fc.constantFrom(...edges)
    }
    case 'boolean':
      return fc.constantFrom(...BOOLEAN_EDGES)
    case 'choice': {
      const first = String(shape.values[0] ?? 'x')
      return fc.constantFrom<Wire>(
        '',
        ' ',
        'unknown',
        `${first}\u0000`,
        `${first}x`,
        `${first},${first}`,
        '__proto__',
        'constructor',
        'toString',
      )
    }
    case 'string': {
      const max = Number.isFinite(shape.max) ? shape.max : 1000
      const edges: Wire[] = [
        '',
        ' ',
        '\t\n',
        'a'.repeat(Math.max(0, shape.min - 1)),
        'a'.repeat(max),
        'a'.repeat(max + 1),
        'đ'.repeat(max),
        '𝕏'.repeat(Math.ceil(max / 2) + 1),
        ` ${'b'.repeat(max)} `,
        'A'.repeat(TEN_KB),
        'ệ'.repeat(100 * 1024),
      ]
      if (shape.format === 'email') edges.push(...EMAIL_EDGES)
      return fc.constantFrom(...edges)
    }
    case 'list': {
      const max = shape.max
      return fc.oneof(
        fc.constantFrom<Wire>(',,,', ' , ', ',', 'a:b,c', `${'x:y,'.repeat(max + 1)}`),
        fc.array(validValue(shape.element), { minLength: max + 1, maxLength: max + 5 }),
        fc.array(fc.constantFrom(...HOSTILE), { minLength: 1, maxLength: 3 }),
      )
    }
    case 'union':
      return fc.oneof(...shape.options.map(boundaryValue))
    case 'object':
      return fc.oneof(
        fc.constantFrom<Wire>('', { $object: [] }),
        fc
          .tuple(...shape.fields.map((field) => boundaryValue(field.shape)))
          .map((values): Wire => ({
            $object: shape.fields.map((field, index): [string, Wire] => [
              field.name,
              values[index]!,
            ]),
          })),
      )
    case 'unknown':
      return fc.constantFrom<Wire>('', 'A'.repeat(TEN_KB))
  }
}

export const hostileValue: fc.Arbitrary<Wire> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...NUMBER_EDGES) },
)

export const wrongTypeValue: fc.Arbitrary<Wire> = fc.constantFrom(...WRONG_TYPES)

/** Anything a careless or hostile client might send for a parameter (or leave it out). */
export function wildValue(shape: FieldShape): fc.Arbitrary<Wire | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: boundaryValue(shape) },
    { weight: 3, arbitrary: hostileValue },
    { weight: 1, arbitrary: wrongTypeValue },
    {
      weight: 1,
      // Repeated (`name=a&name=b`) or a JSON array.
      arbitrary: fc.array(fc.oneof(validValue(shape), hostileValue), {
        minLength: 2,
        maxLength: 4,
      }),
    },
    { weight: 2, arbitrary: validValue(shape) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
}

// ---------------------------------------------------------------------------------------------
// Requests

export type BodyKind =
  | { kind: 'json'; contentType: string }
  | { kind: 'jsonText'; text: string }
  | { kind: 'form' }
  | { kind: 'multipart' }
  | { kind: 'multipartBroken'; contentType: string; body: string }
  | { kind: 'other'; contentType: string | null }
  | { kind: 'badUtf8'; bytes: number[] }
  /** A body padded past `bytes` (the call's declared limit + 1, twice it, or megabytes). */
  | { kind: 'oversized'; bytes: number; as: 'json' | 'form' | 'multipart' }
  | { kind: 'inQuery' }

export type AuthKind =
  | 'none'
  | 'service'
  | 'service+x'
  | 'bearer'
  | 'bearer-garbage'
  | 'bearer-latin1'
  | 'bearer-huge'
  | 'bearer-lowercase'
  | 'basic'
  | 'jwt-garbage'
  | 'cookie-garbage'
  /** A signed-in visitor's own valid access token (a fresh session for each request). */
  | 'visitor'
  /** An admin session (`JWT …`) of event staff, who may check tickets in and nothing else. */
  | 'door'

/** One generated request, before it is put on the wire. */
export type FuzzCase = {
  /** valid: every parameter valid; oneOff: one parameter wild; chaos: every parameter wild. */
  mode: 'valid' | 'oneOff' | 'chaos'
  valid: (Wire | undefined)[]
  wild: (Wire | undefined)[]
  target: number
  names: 'declared' | 'lower' | 'upper' | 'mixed'
  repeat: Wire | undefined
  extras: [string, Wire][]
  encoding: 'standard' | 'plus' | 'raw' | 'malformed'
  broken: string
  separators: 'plain' | 'messy'
  body: BodyKind
  method: 'declared' | 'HEAD' | 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'
  path: 'declared' | 'lower' | 'upper' | 'trailingSlash'
  locale: 'vi' | 'en'
  auth: AuthKind
  headers: [string, string | null][]
  ip: string | null
}

const CULTURE_VALUES = [
  '%E0%A4%A',
  'c=%E0%A4%A|uic=%E0%A4%A',
  'c=%ZZ|uic=%',
  '%',
  '%%',
  'c=|uic=',
  '|||',
  '=',
  'c=xx|uic=yy',
  'c=vi|uic=en',
  'c=en-US|uic=en-US',
  'c=EN_us',
  'c=vi\u00ff|uic=\u00c3\u00a9',
  '\u00c3\u00a9\u00ff\u00fe',
  'x'.repeat(TEN_KB),
  'c=%00|uic=%00',
  'c=vi;uic=en',
  'c=__proto__|uic=constructor',
  '',
]

/** Header changes: malformed cultures, wrong tenants, odd languages, hostile addresses. */
const HEADER_MUTATIONS: [string, string | null][] = [
  ...CULTURE_VALUES.map((value): [string, string] => ['.AspNetCore.Culture', value]),
  ['.AspNetCore.Culture', null],
  ['cookie', '.AspNetCore.Culture=%E0%A4%A'],
  ['cookie', '.AspNetCore.Culture=c%3Den%7Cuic%3Den'],
  ['cookie', '.AspNetCore.Culture=; a=b; ; ;=;'],
  ['cookie', `${'a'.repeat(5000)}=1`],
  ['accept-language', '*'],
  ['accept-language', 'vi;q=abc'],
  ['accept-language', 'en;q=1e400,vi;q=NaN'],
  ['accept-language', ',,,;;;'],
  ['accept-language', 'x'.repeat(5000)],
  ['accept-language', 'zz-ZZ,en;q=-1'],
  ['Abp.TenantId', '0'],
  ['Abp.TenantId', '2'],
  ['Abp.TenantId', '-1'],
  ['Abp.TenantId', ' 1 '],
  ['Abp.TenantId', 'abc'],
  ['Abp.TenantId', '2147483648'],
  ['Abp.TenantId', '1e0'],
  ['Abp.TenantId', '01'],
  ['Abp.TenantId', '1,1'],
  ['Abp.TenantId', ''],
  ['Abp.TenantId', 'x'.repeat(1000)],
  ['Abp.TenantId', '%31'],
  ['Abp.TenantId', '\u00ff'],
  ['Abp.TenantId', null],
  ['Abp-TenantId', '2'],
  ['Abp-TenantId', '1'],
  ['accept', 'text/html'],
  ['accept', ''],
  ['x-http-method-override', 'DELETE'],
  ['x-forwarded-for', '1.2.3.4, 5.6.7.8'],
  ['origin', 'https://evil.example'],
  ['origin', 'null'],
  ['origin', '%%%'],
  ['sec-fetch-site', 'cross-site'],
  ['sec-fetch-site', 'same-origin'],
]

/** Hostile client addresses (each made unique per request so rate limits do not hide answers). */
const HOSTILE_IPS = [
  'x'.repeat(300),
  "'; DROP TABLE rate_limits; --",
  '\u00ff\u00fe',
  '::1',
  '999.999.999.999',
  '%00',
  '2001:db8::1%eth0',
]

const SERVICE_TOKEN_MARK = '<service token>'

/** The body size a call declares it accepts (`maxBodyBytes`), else the usual 32 KiB. */
const bodyLimit = (call: Call): number =>
  (call as Call & { maxBodyBytes?: number }).maxBodyBytes ?? 32 * 1024

const bodyKind = (writes: boolean, limit: number): fc.Arbitrary<BodyKind> =>
  fc.oneof(
    {
      weight: writes ? 20 : 5,
      arbitrary: fc
        .constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'application/json;charset=latin1',
          'application/json; boundary=x',
          'text/plain; application/json',
        )
        .map((contentType): BodyKind => ({ kind: 'json', contentType })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          '',
          ' ',
          '{',
          '{"email":',
          '{"email":"a@b.vn",}',
          "{'email':'a@b.vn'}",
          '{"a":NaN}',
          '{"a":1}xyz',
          '\ufeff{"email":"x@example.vn"}',
          'null',
          '[]',
          '[{}]',
          '"string"',
          '42',
          'true',
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
          `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
          '{"__proto__":{"email":"x@example.vn"},"constructor":{"prototype":{"polluted":1}}}',
          `{${[...Array(20_000).keys()].map((key) => `"k${key}":${key}`).join(',')}}`,
          '{"email":"\\ud800@example.vn","message":"\\u0000"}',
        )
        .map((text): BodyKind => ({ kind: 'jsonText', text })),
    },
    { weight: 2, arbitrary: fc.constant<BodyKind>({ kind: 'form' }) },
    { weight: 2, arbitrary: fc.constant<BodyKind>({ kind: 'multipart' }) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom<[string, string]>(
          ['multipart/form-data', 'email=a@b.vn'],
          ['multipart/form-data; boundary=', '--\r\n\r\n'],
          [
            'multipart/form-data; boundary=XYZ',
            '--ABC\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.vn\r\n--ABC--\r\n',
          ],
          [
            'multipart/form-data; boundary=XYZ',
            '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.vn',
          ],
          ['multipart/form-data; boundary=XYZ', ''],
          [
            'multipart/form-data; boundary=XYZ',
            '--XYZ\r\nContent-Type: text/plain\r\n\r\nno name\r\n--XYZ--\r\n',
          ],
          [
            'multipart/form-data; boundary=XYZ',
            '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\n\u0000\r\n--XYZ--\r\n',
          ],
          [`multipart/form-data; boundary="${'b'.repeat(200)}"`, `--${'b'.repeat(200)}--\r\n`],
          ['multipart/form-data; boundary=XYZ', '{"email":"a@b.vn"}'],
          ['multipart/form-data; charset=utf-8', '--x\r\n'],
        )
        .map(([contentType, body]): BodyKind => ({ kind: 'multipartBroken', contentType, body })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<string | null>(
          null,
          'text/plain',
          'application/xml',
          'APPLICATION/JSON',
          'application/x-www-form-urlencoded; charset=utf-16',
        )
        .map((contentType): BodyKind => ({ kind: 'other', contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          [0xc3, 0x28],
          [0xed, 0xa0, 0x80],
          [0xff, 0xfe],
          [0xc0, 0xaf],
          [0xf4, 0x90, 0x80, 0x80],
          [0x00],
        )
        .map((bytes): BodyKind => ({ kind: 'badUtf8', bytes: [...bytes] })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(limit + 1, 2 * limit, 1024 * 1024, 3 * 1024 * 1024),
          fc.constantFrom<'json' | 'form' | 'multipart'>('json', 'form', 'multipart'),
        )
        .map(([bytes, as]): BodyKind => ({ kind: 'oversized', bytes, as })),
    },
    { weight: 1, arbitrary: fc.constant<BodyKind>({ kind: 'inQuery' }) },
  )

/** The arbitrary of requests to one call, derived from its declaration. */
export function requestCases(call: Call): fc.Arbitrary<FuzzCase> {
  const fields = fieldsOf(call)
  const writes = call.method !== 'GET'
  const valid = fc.tuple(
    ...fields.map((field) =>
      field.optional
        ? fc.option(validValue(field.shape), { nil: undefined, freq: 2 })
        : validValue(field.shape),
    ),
  ) as fc.Arbitrary<(Wire | undefined)[]>
  const wild = fc.tuple(...fields.map((field) => wildValue(field.shape))) as fc.Arbitrary<
    (Wire | undefined)[]
  >
  const auth: fc.Arbitrary<AuthKind> =
    call.audience === 'visitor'
      ? fc.oneof(
          { weight: 12, arbitrary: fc.constant<AuthKind>('visitor') },
          {
            weight: 4,
            arbitrary: fc.constantFrom<AuthKind>(
              'none',
              'service',
              'bearer',
              'bearer-garbage',
              'bearer-latin1',
              'bearer-huge',
              'basic',
              'jwt-garbage',
              'cookie-garbage',
            ),
          },
        )
      : call.audience === 'checkIn'
        ? fc.oneof(
            { weight: 12, arbitrary: fc.constant<AuthKind>('door') },
            {
              weight: 4,
              arbitrary: fc.constantFrom<AuthKind>(
                'none',
                'service',
                'visitor',
                'bearer-garbage',
                'jwt-garbage',
                'cookie-garbage',
              ),
            },
          )
        : call.audience === 'staff' || call.audience === 'payments'
          ? fc.oneof(
              { weight: 12, arbitrary: fc.constant<AuthKind>('service') },
              {
                weight: 4,
                arbitrary: fc.constantFrom<AuthKind>(
                  'none',
                  'service+x',
                  'bearer',
                  'bearer-garbage',
                  'bearer-latin1',
                  'bearer-huge',
                  'bearer-lowercase',
                  'basic',
                  'jwt-garbage',
                  'cookie-garbage',
                ),
              },
            )
          : fc.oneof(
              { weight: 12, arbitrary: fc.constant<AuthKind>('none') },
              { weight: 2, arbitrary: fc.constant<AuthKind>('service') },
              {
                weight: 2,
                arbitrary: fc.constantFrom<AuthKind>(
                  'service+x',
                  'bearer',
                  'bearer-garbage',
                  'bearer-huge',
                  'basic',
                  'jwt-garbage',
                  'cookie-garbage',
                ),
              },
            )
  return fc.record({
    mode: fc.oneof(
      { weight: 4, arbitrary: fc.constant('valid' as const) },
      { weight: 4, arbitrary: fc.constant('oneOff' as const) },
      { weight: 2, arbitrary: fc.constant('chaos' as const) },
    ),
    valid,
    wild,
    target: fc.nat({ max: Math.max(0, fields.length - 1) }),
    names: fc.oneof(
      { weight: 6, arbitrary: fc.constant('declared' as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('lower' as const, 'upper' as const, 'mixed' as const),
      },
    ),
    repeat: fc.oneof(
      { weight: 9, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.oneof(hostileValue, fc.constantFrom<Wire>('1', 'x', '')) },
    ),
    extras: fc.oneof(
      { weight: 4, arbitrary: fc.constant<[string, Wire][]>([]) },
      { weight: 1, arbitrary: fc.subarray(EXTRA_PARAMS, { minLength: 1, maxLength: 3 }) },
    ),
    encoding: fc.oneof(
      { weight: 8, arbitrary: fc.constant('standard' as const) },
      { weight: 2, arbitrary: fc.constantFrom('plus' as const, 'raw' as const) },
      { weight: 2, arbitrary: fc.constant('malformed' as const) },
    ),
    broken: fc.constantFrom(...BROKEN_PERCENT),
    separators: fc.oneof(
      { weight: 6, arbitrary: fc.constant('plain' as const) },
      { weight: 1, arbitrary: fc.constant('messy' as const) },
    ),
    body: bodyKind(writes, bodyLimit(call)),
    method: fc.oneof(
      { weight: 30, arbitrary: fc.constant('declared' as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'HEAD' as const,
          'GET' as const,
          'POST' as const,
          'PUT' as const,
          'DELETE' as const,
          'PATCH' as const,
          'OPTIONS' as const,
        ),
      },
    ),
    path: fc.oneof(
      { weight: 12, arbitrary: fc.constant('declared' as const) },
      {
        weight: 1,
        arbitrary: fc.constantFrom('lower' as const, 'upper' as const, 'trailingSlash' as const),
      },
    ),
    locale: fc.constantFrom('vi' as const, 'en' as const),
    auth,
    headers: fc.oneof(
      { weight: 4, arbitrary: fc.constant<[string, string | null][]>([]) },
      { weight: 1, arbitrary: fc.subarray(HEADER_MUTATIONS, { minLength: 1, maxLength: 2 }) },
    ),
    ip: fc.oneof(
      { weight: 12, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_IPS) },
    ),
  })
}

/** Percent-encodes as a browser would, except that lone surrogates become invalid UTF-8 bytes. */
function encodeComponent(value: string): string {
  let out = ''
  for (const char of value) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`
    else out += encodeURIComponent(char)
  }
  return out
}

const encodeWith = (encoding: FuzzCase['encoding']) => (text: string) =>
  encoding === 'raw'
    ? text.replace(/[&#=+]/g, (char) => encodeURIComponent(char))
    : encoding === 'plus'
      ? encodeComponent(text).replace(/%20/g, '+')
      : encodeComponent(text)

const renameWith = (how: FuzzCase['names']) => (name: string) =>
  how === 'lower'
    ? name.toLowerCase()
    : how === 'upper'
      ? name.toUpperCase()
      : how === 'mixed'
        ? name.replace(/./g, (char, index) => (index % 2 ? char.toUpperCase() : char.toLowerCase()))
        : name

/** Name/value pairs of a case, as a query string or form carries them (arrays repeat the name). */
function pairsOf(
  fields: Field[],
  values: (Wire | undefined)[],
  fuzz: FuzzCase,
): [string, string][] {
  const rename = renameWith(fuzz.names)
  const pairs: [string, string][] = []
  const push = (name: string, value: Wire) => {
    if (Array.isArray(value)) for (const item of value) push(name, item)
    else if (isTagged(value, '$object'))
      for (const [key, item] of value.$object) push(`${name}[${key}]`, item)
    else pairs.push([name, wireText(value)])
  }
  fields.forEach((field, index) => {
    const value = values[index]
    if (value !== undefined) push(rename(field.name), value)
  })
  if (fuzz.repeat !== undefined && pairs.length > 0) push(pairs[0]![0], fuzz.repeat)
  for (const [name, value] of fuzz.extras) push(name, value)
  return pairs
}

function queryText(pairs: [string, string][], fuzz: FuzzCase): string {
  const encode = encodeWith(fuzz.encoding)
  const parts = pairs.map(([name, value], index) => {
    if (fuzz.encoding === 'malformed' && index === 0) {
      const cut = Math.floor(value.length / 2)
      return `${encode(name)}=${encode(value.slice(0, cut))}${fuzz.broken}${encode(value.slice(cut))}`
    }
    return `${encode(name)}=${encode(value)}`
  })
  if (fuzz.encoding === 'malformed' && parts.length === 0) parts.push(`x=${fuzz.broken}`)
  if (fuzz.separators === 'messy') return `&${parts.join('&&')}&flag&=orphan&;`
  return parts.join('&')
}

/** The values a case sends for each parameter, by its mode. */
export function valuesOf(
  fuzz: Pick<FuzzCase, 'mode' | 'valid' | 'wild' | 'target'>,
  count: number,
): (Wire | undefined)[] {
  return [...Array(count).keys()].map((index) =>
    fuzz.mode === 'valid' || (fuzz.mode === 'oneOff' && index !== fuzz.target % Math.max(1, count))
      ? fuzz.valid[index]
      : fuzz.wild[index],
  )
}

export type BuiltRequest = {
  request: Request
  /** The request as a person reads it (the service token redacted, long strings abbreviated). */
  description: string
  /** Everything the request sent, so an answer echoing it is not mistaken for a leak. */
  sent: string[]
  /**
   * The parameters as the backend's binding sees them (lower-case names; repeated query names
   * as arrays), or null when the body is one the binding cannot read.
   */
  bound: Map<string, unknown> | null
}

const BROKEN_UTF8_FIELD = (name: string) => new TextEncoder().encode(`{"${name}":"x`)

/** Builds the real `Request` of a case: raw query string, raw body, headers. */
export function buildRequest(
  call: Call,
  fuzz: FuzzCase,
  {
    serviceToken,
    visitorToken,
    doorToken,
    ip,
    origin = 'http://backend.fuzz',
  }: {
    serviceToken: string
    visitorToken?: string
    doorToken?: string
    ip: string
    origin?: string
  },
): BuiltRequest {
  const fields = fieldsOf(call)
  const values = valuesOf(fuzz, fields.length)
  const method = fuzz.method === 'declared' ? call.method : fuzz.method
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const path =
    fuzz.path === 'lower'
      ? call.path.toLowerCase()
      : fuzz.path === 'upper'
        ? call.path.toUpperCase()
        : fuzz.path === 'trailingSlash'
          ? `${call.path}/`
          : call.path
  const pairs = pairsOf(fields, values, fuzz)
  const inQuery = !hasBody || fuzz.body.kind === 'inQuery'
  const query = inQuery
    ? queryText(pairs, fuzz)
    : fuzz.encoding === 'malformed'
      ? `x=${fuzz.broken}`
      : ''

  const headers = new Headers({
    accept: 'application/json',
    '.AspNetCore.Culture': `c=${fuzz.locale}|uic=${fuzz.locale}`,
    'Abp.TenantId': '1',
  })
  const address = fuzz.ip === null ? ip : `${fuzz.ip}-${ip}`
  headers.set('x-client-ip', address)
  const authorization: Record<AuthKind, string | null> = {
    none: null,
    service: `Bearer ${serviceToken}`,
    'service+x': `Bearer ${serviceToken}x`,
    bearer: 'Bearer ',
    'bearer-garbage': 'Bearer eyJhbGciOiJub25lIn0.e30.',
    'bearer-latin1': `Bearer ${'\u00ff'.repeat(16)}`,
    'bearer-huge': `Bearer ${'a'.repeat(TEN_KB)}`,
    'bearer-lowercase': `bearer ${serviceToken}`,
    basic: 'Basic YWRtaW46YWRtaW4=',
    'jwt-garbage': 'JWT abc.def.ghi',
    'cookie-garbage': null,
    visitor: visitorToken ? `Bearer ${visitorToken}` : null,
    door: doorToken ? `JWT ${doorToken}` : null,
  }
  if (authorization[fuzz.auth]) headers.set('authorization', authorization[fuzz.auth]!)
  if (fuzz.auth === 'cookie-garbage') headers.set('cookie', 'payload-token=garbage.garbage.garbage')
  if (fuzz.auth === 'service') headers.set('x-visitor-ip', address)
  for (const [name, value] of fuzz.headers) {
    if (value === null) headers.delete(name)
    else if (name === 'cookie' && headers.has('cookie')) headers.append(name, value)
    else headers.set(name, value)
  }

  let body: BodyInit | undefined
  let bodyText = ''
  if (hasBody) {
    const kind = fuzz.body
    const jsonOf = (entries: [string, Wire][]) => objectJson(entries)
    const rename = renameWith(fuzz.names)
    const entries: [string, Wire][] = []
    fields.forEach((field, index) => {
      const value = values[index]
      if (value !== undefined) entries.push([rename(field.name), value])
    })
    if (fuzz.repeat !== undefined && entries.length > 0) entries.push([entries[0]![0], fuzz.repeat])
    entries.push(...fuzz.extras)
    const formBody = () => {
      const form = new FormData()
      for (const [name, value] of pairs) form.append(name, value)
      fields.forEach((field, index) => {
        const value = values[index]
        if (value !== undefined && isTagged(value, '$file'))
          form.append(field.name, new Blob([value.$file]), 'x.txt')
      })
      return form
    }
    switch (kind.kind) {
      case 'json':
        headers.set('content-type', kind.contentType)
        body = bodyText = jsonOf(entries)
        break
      case 'jsonText':
        headers.set('content-type', 'application/json')
        body = bodyText = kind.text
        break
      case 'form':
        headers.set('content-type', 'application/x-www-form-urlencoded')
        body = bodyText = queryText(pairs, fuzz)
        break
      case 'multipart': {
        body = formBody()
        bodyText = `multipart ${JSON.stringify(pairs)}`
        break
      }
      case 'multipartBroken':
        headers.set('content-type', kind.contentType)
        body = bodyText = kind.body
        break
      case 'other':
        if (kind.contentType) headers.set('content-type', kind.contentType)
        else headers.delete('content-type')
        body = bodyText =
          kind.contentType === 'application/xml' ? '<email>a@b.vn</email>' : jsonOf(entries)
        break
      case 'badUtf8': {
        headers.set('content-type', 'application/json')
        const name = fields.find((field) => field.shape.kind !== 'integer')?.name ?? 'x'
        const head = BROKEN_UTF8_FIELD(name)
        const tail = new TextEncoder().encode(`"}`)
        body = new Uint8Array([...head, ...kind.bytes, ...tail])
        bodyText = `${new TextDecoder().decode(head)}<bytes ${kind.bytes.map((byte) => byte.toString(16)).join(' ')}>"}`
        break
      }
      case 'oversized': {
        const padding = 'A'.repeat(kind.bytes)
        const withPadding: [string, Wire][] = [...entries, ['padding', padding]]
        if (kind.as === 'json') {
          headers.set('content-type', 'application/json')
          body = jsonOf(withPadding)
        } else if (kind.as === 'form') {
          headers.set('content-type', 'application/x-www-form-urlencoded')
          body = `${queryText(pairs, fuzz)}&padding=${padding}`
        } else {
          const form = formBody()
          form.append('padding', new Blob([padding]), 'padding.bin')
          body = form
        }
        bodyText = `${kind.as} body padded with ${kind.bytes} bytes: ${jsonOf(entries)} + padding`
        break
      }
      case 'inQuery':
        headers.set('content-type', 'application/json')
        body = bodyText = ''
        break
    }
  }

  const url = `${origin}${path}${query ? `?${query}` : ''}`
  const request = new Request(url, { method, headers, body })
  const shownHeaders = [...headers]
    .filter(([name]) => name !== 'accept' || headers.get('accept') !== 'application/json')
    .map(
      ([name, value]) =>
        `${name}: ${abbreviate(value.split(serviceToken).join(SERVICE_TOKEN_MARK), 80)}`,
    )
  const description = [
    `${method} ${path}${query ? `?${abbreviate(query, 400, false)}` : ''}`,
    `  [${fuzz.mode}] ${shownHeaders.join(' · ')}`,
    ...(hasBody && bodyText ? [`  body: ${abbreviate(bodyText, 400)}`] : []),
  ].join('\n')
  const url2 = new URL(url)
  const sent = [
    ...[...url2.searchParams].flat(),
    decodeURIComponentSafe(url2.search),
    ...[...headers].map(([, value]) => value),
    ...stringLeaves(values),
    ...stringLeaves(fuzz.extras),
    ...(fuzz.repeat === undefined ? [] : stringLeaves([fuzz.repeat])),
    ...(bodyText.length < 100_000 ? [bodyText] : []),
  ]
  let bound: Map<string, unknown> | null = null
  if (call.method === 'GET' || call.method === 'DELETE') {
    bound = new Map()
    for (const [name, value] of url2.searchParams) {
      const key = name.toLowerCase()
      const existing = bound.get(key)
      bound.set(
        key,
        existing === undefined
          ? value
          : [...(Array.isArray(existing) ? existing : [existing]), value],
      )
    }
  } else if (hasBody) {
    const type = headers.get('content-type') ?? ''
    let object: Record<string, unknown> | null = {}
    if (fuzz.body.kind === 'multipart') object = Object.fromEntries(pairs)
    else if (['badUtf8', 'oversized', 'multipartBroken'].includes(fuzz.body.kind)) object = null
    else if (type.includes('application/json')) {
      try {
        const parsed = bodyText ? (JSON.parse(bodyText) as unknown) : {}
        object =
          parsed && typeof parsed === 'object' && !Array.isArray(parsed)
            ? (parsed as Record<string, unknown>)
            : null
      } catch {
        object = null
      }
    } else if (type.includes('application/x-www-form-urlencoded'))
      object = Object.fromEntries(new URLSearchParams(bodyText))
    if (object)
      bound = new Map(
        Object.entries({ ...Object.fromEntries(url2.searchParams), ...object }).map(
          ([name, value]) => [name.toLowerCase(), value],
        ),
      )
  }
  return { request, description, sent, bound }
}

/** Integers as ASP.NET binds them: decimal digits, an optional sign, surrounding whitespace. */
const DECIMAL_INTEGER = /^\s*[+-]?\d+\s*$/

/**
 * Integer parameters the binding accepted although they were not spelled in decimal digits
 * (`0x10`, `1e3`, `5.`): ASP.NET refuses those, so an ABP client must not see them succeed.
 * Enum parameters may also be given by name.
 */
export function lenientIntegers(fields: Field[], bound: Map<string, unknown> | null): string[] {
  if (!bound) return []
  const problems: string[] = []
  for (const field of fields) {
    const shape = field.shape.kind === 'list' ? field.shape.element : field.shape
    if (shape.kind !== 'integer') continue
    const names = new Set(shape.names.map((name) => name.toLowerCase()))
    const value = bound.get(field.name.toLowerCase())
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string',
    )
    const parts =
      field.shape.kind === 'list'
        ? texts.flatMap((text) => text.split(',').map((part) => part.trim()))
        : texts
    for (const part of parts)
      if (
        part.trim() !== '' &&
        !DECIMAL_INTEGER.test(part) &&
        !names.has(part.trim().toLowerCase())
      )
        problems.push(
          `accepted ${field.name}=${abbreviate(part, 60)}, an integer not spelled in decimal digits (ASP.NET binding refuses it)`,
        )
  }
  return problems
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function stringLeaves(value: unknown): string[] {
  if (typeof value === 'string') return [value, value.trim()]
  if (typeof value === 'number') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(stringLeaves)
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringLeaves)
  return []
}

// ---------------------------------------------------------------------------------------------
// What an answer must never contain

const STACK_PATTERNS: [string, RegExp][] = [
  [
    'stack frame',
    /\bat\s+(?:async\s+)?[^\s()]*\s*\(?(?:file:\/\/)?[\w./\\@-]+\.(?:[cm]?[jt]sx?):\d+(?::\d+)?\)?/,
  ],
  ['stack frame', /\n\s*at\s+\S/],
  ['error followed by a frame', /\b\w*Error:[^\n]*\n\s*at\s/],
  ['node_modules path', /node_modules/],
  ['bundle path', /webpack-internal|\.next\/server|\/src\/backend\//],
]

const SQL_PATTERNS: [string, RegExp][] = [
  ['SELECT', /\bSELECT\b/],
  ['INSERT', /\bINSERT\b/],
  ['UPDATE … SET', /\bUPDATE\s+"?\w+"?\s+SET\b/i],
  ['DELETE FROM', /\bDELETE\s+FROM\b/i],
  ['syntax error at', /syntax error at/i],
  ['violates', /\bviolates\b/i],
  ['relation "', /\brelation "/],
  ['column "', /\bcolumn "/],
  ['invalid input syntax', /invalid input syntax/i],
  ['invalid byte sequence', /invalid byte sequence/i],
  ['out of range for type', /out of range for type/i],
  ['value too long for type', /value too long for type/i],
  ['duplicate key value', /duplicate key value/i],
  ['null value in column', /null value in column/i],
  ['Failed query', /Failed query/i],
  ['drizzle', /\bdrizzle\b/i],
  ['Postgres error', /\b(?:PostgresError|DatabaseError|pg_catalog|SQLSTATE)\b/],
  ['unterminated quoted', /unterminated quoted/i],
]

/** Strings of an answer: its JSON leaves, or its text when it is not JSON. */
function answerStrings(text: string): string[] {
  try {
    return stringLeaves(JSON.parse(text) as unknown)
  } catch {
    return [text]
  }
}

/** Stack traces or SQL text in an answer, ignoring whatever the request itself sent. */
export function leaks(text: string, sent: string[]): string[] {
  const echoes = [...new Set(sent.filter((value) => value.length >= 3))].sort(
    (a, b) => b.length - a.length,
  )
  const problems = new Set<string>()
  for (let leaf of answerStrings(text)) {
    for (const echo of echoes) if (leaf.includes(echo)) leaf = leaf.split(echo).join(' ')
    for (const [name, pattern] of STACK_PATTERNS)
      if (pattern.test(leaf))
        problems.add(`stack trace in the answer (${name}): ${excerptAround(leaf, pattern)}`)
    for (const [name, pattern] of SQL_PATTERNS)
      if (pattern.test(leaf))
        problems.add(`SQL text in the answer (${name}): ${excerptAround(leaf, pattern)}`)
  }
  return [...problems]
}

function excerptAround(text: string, pattern: RegExp): string {
  const match = pattern.exec(text)
  const start = Math.max(0, (match?.index ?? 0) - 60)
  return abbreviate(text.slice(start, start + 200), 200)
}

export type Envelope = {
  success?: unknown
  __abp?: unknown
  result?: unknown
  error?: { message?: unknown } | null
}

/** Problems of one answer: 5xx, leaks, an error that is not in the ABP envelope. */
export function inspectAnswer(status: number, text: string, sent: string[]): string[] {
  const problems: string[] = []
  if (status >= 500) problems.push(`status ${status} (5xx)`)
  problems.push(...leaks(text, sent))
  if (status >= 400 && status < 500) {
    let envelope: Envelope | null = null
    try {
      envelope = JSON.parse(text) as Envelope
    } catch {
      // reported below
    }
    if (
      !envelope ||
      envelope.success !== false ||
      envelope.__abp !== true ||
      typeof envelope.error?.message !== 'string' ||
      envelope.error.message === ''
    )
      problems.push(`a ${status} answer not in the ABP envelope with success: false`)
  }
  return problems
}

/** A short, readable, escaped form of a possibly huge string. */
export function abbreviate(value: string, max = 300, quote = true): string {
  let text = quote
    ? JSON.stringify(value)
    : value.replace(
        /[\u0000-\u001f\u007f]/g,
        (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`,
      )
  text = text.replace(
    /((?:\\u[0-9a-fA-F]{4})|[\s\S])\1{15,}/gu,
    (run, unit: string) => `${unit}…×${run.length / unit.length}`,
  )
  return text.length > max ? `${text.slice(0, max)}…(+${text.length - max} chars)` : text
}

// ---------------------------------------------------------------------------------------------
// Rows written

/** Collections each write call stores into; any other writing call counts every collection. */
export const WRITES_BY_PATH: Record<string, CollectionSlug[]> = {
  // Their mails are queued in the same transaction (never without a row here) and change in the
  // background as the worker sends them: not part of the fingerprint.
  '/api/services/app/contact/create': ['contacts', 'private-files'],
  '/api/services/app/career/apply': ['job-applications', 'private-files'],
  '/api/services/app/subscriber/create': ['subscribers'],
  '/api/services/app/subscriber/confirm': ['subscribers'],
  '/api/services/app/language/updatelanguagetext': ['language-texts'],
  ...Object.fromEntries(
    [
      '/api/tokenauth/authenticate',
      '/api/tokenauth/externalauthenticate',
      '/api/tokenauth/logout',
      '/api/services/app/profile/updatecurrentuserprofile',
      '/api/services/app/profile/updateprofilepicture',
      '/api/services/app/account/register',
      '/api/services/app/user/resetpassword',
      '/api/services/app/user/changepassword',
      '/api/services/app/profile/deletemyaccount',
    ].map((path) => [path, ['visitors', 'outbox'] as CollectionSlug[]]),
  ),
}

export const writtenCollections = (payload: Payload, call: Call): CollectionSlug[] =>
  WRITES_BY_PATH[call.path.toLowerCase()] ??
  payload.config.collections.map((collection) => collection.slug as CollectionSlug)

/** A fingerprint of collections: row count and latest change of each. */
export async function rowFingerprint(
  payload: Payload,
  collections: CollectionSlug[],
): Promise<string> {
  const parts = await Promise.all(
    collections.map(async (collection) => {
      const { totalDocs } = await payload.count({ collection, overrideAccess: true })
      let latest = ''
      try {
        const { docs } = await payload.find({
          collection,
          sort: '-updatedAt',
          select: { updatedAt: true } as never,
          limit: 1,
          depth: 0,
          pagination: false,
          overrideAccess: true,
        })
        latest = String((docs[0] as { updatedAt?: string } | undefined)?.updatedAt ?? '')
      } catch {
        // a collection without timestamps: its count says enough
      }
      return `${collection}=${totalDocs}@${latest}`
    }),
  )
  return parts.join(' ')
}

/** Largest id of each collection, so rows a fuzz run created can be removed afterwards. */
export async function highestIds(
  payload: Payload,
  collections: CollectionSlug[],
): Promise<Map<CollectionSlug, number>> {
  const ids = new Map<CollectionSlug, number>()
  for (const collection of collections) {
    const { docs } = await payload.find({
      collection,
      sort: '-id',
      select: { id: true } as never,
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    ids.set(collection, Number((docs[0] as { id?: number } | undefined)?.id ?? 0))
  }
  return ids
}

/**
 * Removes the rows created after `highestIds` was taken, once the contact notices still being
 * written to the outbox after their answers have landed.
 */
export async function removeRowsAfter(payload: Payload, ids: Map<CollectionSlug, number>) {
  let outbox = -1
  for (let tries = 0; tries < 20; tries += 1) {
    const { totalDocs } = await payload.count({ collection: 'outbox', overrideAccess: true })
    if (totalDocs === outbox) break
    outbox = totalDocs
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  for (const [collection, id] of ids)
    await payload.delete({
      collection,
      where: { id: { greater_than: id } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
}

// ---------------------------------------------------------------------------------------------
// Errors the code under test logged

/** The innermost message of an error and its causes, on one line. */
export function describeError(error: unknown): string {
  const chain: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof Error) {
      const code = (current as { code?: unknown }).code
      chain.push(
        `${current.name}: ${current.message.split('\n')[0]}${code ? ` [${String(code)}]` : ''}`,
      )
      current = (current as { cause?: unknown }).cause
    } else {
      chain.push(String(current))
      break
    }
  }
  const innermost = chain.at(-1) ?? ''
  return abbreviate(innermost, 200, false)
}

// ---------------------------------------------------------------------------------------------
// Running

export type Outcome = {
  status: number | string
  problems: string[]
  /** The request (or action call) as a person reads it. */
  input: string
  excerpt: string
  /** What the code under test logged as the cause (a 500's error), when it logged one. */
  cause: string | null
}

export type FuzzReport = {
  label: string
  runs: number
  ms: number
  seed: number
  statuses: Map<string, number>
  failures: Outcome[]
  minimal: { outcome: Outcome; shrinks: number } | null
}

/**
 * Runs `exercise` on `runs` generated values, recording every violation rather than stopping at
 * the first; when any, replays the same seed to let fast-check shrink the first one.
 */
export async function fuzz<T>({
  label,
  arbitrary,
  runs,
  seed,
  exercise,
  shrinkMs = 5_000,
}: {
  label: string
  arbitrary: fc.Arbitrary<T>
  runs: number
  seed: number
  exercise: (value: T) => Promise<Outcome>
  shrinkMs?: number
}): Promise<FuzzReport> {
  const statuses = new Map<string, number>()
  const failures: Outcome[] = []
  const started = performance.now()
  await fc.assert(
    fc.asyncProperty(arbitrary, async (value) => {
      const outcome = await exercise(value)
      const key = String(outcome.status)
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      if (outcome.problems.length) failures.push(outcome)
    }),
    { numRuns: runs, seed },
  )
  const ms = performance.now() - started
  let minimal: FuzzReport['minimal'] = null
  if (failures.length) {
    const details = await fc.check(
      fc.asyncProperty(arbitrary, async (value) => (await exercise(value)).problems.length === 0),
      { numRuns: runs, seed, plugins: [fc.interruptAfterTimeLimit(shrinkMs)] },
    )
    if (details.counterexample)
      minimal = {
        outcome: await exercise((details.counterexample as unknown as [T])[0]),
        shrinks: details.numShrinks,
      }
  }
  return { label, runs, ms, seed, statuses, failures, minimal }
}

const normalize = (text: string) => text.replace(/\d+/g, '#').slice(0, 160)

/** Answers that show the request reached the service: 2xx, 404, 409, 429 and any 5xx. */
const pastValidation = (report: FuzzReport): number =>
  [...report.statuses]
    .filter(([status]) => /^(?:2\d\d|404|409|429|5\d\d)$/.test(status))
    .reduce((sum, [, count]) => sum + count, 0)

/** One line: requests sent, answers by status, time. */
export const summaryLine = (report: FuzzReport): string =>
  `[fuzz] ${report.label}: ${report.runs} runs${
    [...report.statuses.keys()].some((status) => /^\d{3}$/.test(status))
      ? `, ${pastValidation(report)} past validation`
      : ''
  } (${[...report.statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, count]) => `${status}×${count}`)
    .join(', ')}) in ${Math.round(report.ms)} ms${
    report.failures.length ? `, ${report.failures.length} violating` : ''
  }`

/** Every violation, grouped by problem and logged cause, with the shortest input of each group. */
export function formatFailures(report: FuzzReport): string {
  const groups = new Map<string, Outcome[]>()
  for (const failure of report.failures) {
    const key = `${failure.problems.map(normalize).join(' + ')}${failure.cause ? ` | cause: ${normalize(failure.cause)}` : ''}`
    groups.set(key, [...(groups.get(key) ?? []), failure])
  }
  const lines = [
    `${report.label}: ${report.failures.length} of ${report.runs} runs violate the fuzz properties (replay with FUZZ_SEED=${report.seed}).`,
  ]
  for (const [, outcomes] of [...groups].sort((a, b) => b[1].length - a[1].length)) {
    const shortest = [...outcomes].sort((a, b) => a.input.length - b.input.length)[0]!
    lines.push(
      `• ${outcomes.length}× ${shortest.problems.join('; ')}`,
      ...(shortest.cause ? [`    logged cause: ${shortest.cause}`] : []),
      `    shortest input: ${shortest.input.split('\n').join('\n    ')}`,
      `    → ${shortest.status} ${shortest.excerpt}`,
    )
  }
  if (report.minimal)
    lines.push(
      `• fast-check's minimal counterexample (${report.minimal.shrinks} shrinks): ${report.minimal.outcome.input.split('\n').join('\n    ')}`,
      `    → ${report.minimal.outcome.status} ${report.minimal.outcome.excerpt}: ${report.minimal.outcome.problems.join('; ')}`,
    )
  return lines.join('\n')
}

/** The run's seed: FUZZ_SEED to replay one, else a fresh one. */
export const fuzzSeed = (): number =>
  Number.parseInt(process.env.FUZZ_SEED ?? '', 10) || Math.floor(Math.random() * 2 ** 31)
