import { readdirSync } from 'node:fs'
import path from 'node:path'

import fc from 'fast-check'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'

import type { Call } from '@/contract/call'
import { backgroundSettled } from '@/backend/background'
import { contractCalls } from '@/contract/calls'
import { careerApply } from '@/contract/career'
import { authenticate, getForgotPassword, register, resetPassword } from '@/contract/account'
import { contactCreate, PHONE_PATTERN, subscriberCreate } from '@/contract/contact'

import {
  abbreviate,
  appendToForm,
  describeError,
  EXTRA_PARAMS,
  type Field,
  fieldsOf,
  formatFailures,
  fuzz,
  fuzzSeed,
  highestIds,
  leaks,
  type Outcome,
  removeRowsAfter,
  rowFingerprint,
  summaryLine,
  validValue,
  valuesOf,
  wildValue,
  type Wire,
} from '../helpers/fuzz'
import { testPayload } from '../helpers/payload'

/**
 * The server-action fuzzer: every exported action of `src/lib/actions` is called directly with
 * hundreds of hostile forms. An action must never throw, must always answer a FormResult with a
 * message (refusing itself, with a field error, what its backend call would refuse), must not
 * hide a backend 5xx or leak a stack trace or SQL text, and an `ok: false`
 * answer must have written nothing. Fields come from the declaration of the call an action
 * forwards to; an action not listed below is still fuzzed, with every declared field.
 */

// A fresh visitor address for every call, as the HTTP server records it (rate limits never
// stop the fuzzer; a 429 would still be a fine answer).
const { nextIp } = vi.hoisted(() => {
  let count = 0
  return {
    nextIp: () => {
      const n = count++
      return `100.${96 + ((n >> 16) & 31)}.${(n >> 8) & 255}.${n & 255}`
    },
  }
})

// No visitor is signed in: the account actions find no token cookie, and what they set is dropped.
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-client-ip': nextIp() }),
  cookies: async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}))

vi.mock('next-intl/server', () => import('../helpers/nextIntlServer'))

type Action = (previous: null, form: FormData) => Promise<unknown>
type FormCase = {
  mode: 'valid' | 'oneOff' | 'chaos'
  valid: (Wire | undefined)[]
  wild: (Wire | undefined)[]
  target: number
  extras: [string, Wire][]
}
type Spec = {
  fields: Field[]
  /** Collections the action writes through the backend. */
  collections: CollectionSlug[]
  /** Whether `ok: true` means exactly one new row. */
  storesOnSuccess: boolean
}

const RUNS = Math.max(300, Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 300)
/** A refused sign-in answers after 600 ms on purpose (equal times): a third of the runs there. */
const runsOf = (name: string) => (name === 'signInAction' ? Math.ceil(RUNS / 3) : RUNS)
const seed = fuzzSeed()
const ACTIONS_DIR = path.resolve(import.meta.dirname, '../../src/lib/actions')

const localeField: Field = {
  name: 'locale',
  optional: true,
  shape: { kind: 'choice', values: ['vi', 'en'] },
}

const known: Record<string, (payload: Payload) => Spec> = {
  // Without a key the actions mint one per call (as for a form posted without scripts), so a key
  // the generator repeats never makes a stored submission answer again without a new row.
  sendChatMessage: () => ({
    fields: [
      ...fieldsOf(contactCreate).filter(
        (field) => field.name !== 'formType' && field.name !== 'idempotencyKey',
      ),
      localeField,
    ],
    collections: ['contacts'],
    storesOnSuccess: true,
  }),
  submitContact: () => ({
    fields: [
      ...fieldsOf(contactCreate).filter((field) => field.name !== 'idempotencyKey'),
      localeField,
    ],
    collections: ['contacts'],
    storesOnSuccess: true,
  }),
  applyForJob: () => ({
    fields: [
      ...fieldsOf(careerApply).filter((field) => field.name !== 'idempotencyKey'),
      localeField,
    ],
    collections: ['job-applications'],
    storesOnSuccess: true,
  }),
  subscribeToUpdates: () => ({
    fields: [...fieldsOf(subscriberCreate), localeField],
    collections: ['subscribers'],
    storesOnSuccess: false,
  }),
  confirmSubscriptionAction: () => ({
    fields: [...fieldsOfPath('/api/services/app/Subscriber/Confirm'), localeField],
    collections: ['subscribers'],
    storesOnSuccess: false,
  }),
}

/** A declared call's fields under the names a form gives them. */
const renamed = (call: Call, names: Record<string, string>): Field[] =>
  fieldsOf(call).map((field) => ({ ...field, name: names[field.name] ?? field.name }))

/** The account forms: what their backend calls take, named as the forms name them. */
const accountSpecs: Record<string, (payload: Payload) => Spec> = {
  signInAction: () => ({
    // An e-mail as registration declares it (the sign-in call takes any user name).
    fields: [
      ...renamed(register, { emailAddress: 'email' }).filter((field) => field.name === 'email'),
      ...fieldsOf(authenticate).filter((field) => field.name === 'password'),
      localeField,
    ],
    collections: ['visitors'],
    storesOnSuccess: false,
  }),
  registerAction: () => {
    const fields = renamed(register, { emailAddress: 'email' })
    const password = fields.find((field) => field.name === 'password')!
    return {
      fields: [...fields, { ...password, name: 'confirmPassword' }, localeField],
      collections: ['visitors'],
      storesOnSuccess: true,
    }
  },
  forgotPasswordAction: () => ({
    fields: [...renamed(getForgotPassword, { emailAddress: 'email' }), localeField],
    collections: ['visitors', 'outbox'],
    storesOnSuccess: false,
  }),
  resetPasswordAction: () => ({
    fields: [...renamed(resetPassword, { resetCode: 'token' }), localeField],
    collections: ['visitors'],
    storesOnSuccess: false,
  }),
}
Object.assign(known, accountSpecs)

/** The fields of the declared call at `path` (none when nothing is declared there). */
function fieldsOfPath(path: string): Field[] {
  const call = (Object.values(contractCalls) as Call[]).find((one) => one.path === path)
  return call ? fieldsOf(call) : []
}

/** An action not listed above: every field any declared call has, and every collection. */
const fallback = (payload: Payload): Spec => {
  const byName = new Map<string, Field>()
  for (const call of Object.values(contractCalls) as Call[])
    for (const field of fieldsOf(call)) if (!byName.has(field.name)) byName.set(field.name, field)
  return {
    fields: [...byName.values(), localeField],
    collections: payload.config.collections.map((collection) => collection.slug as CollectionSlug),
    storesOnSuccess: false,
  }
}

/** Shapes visitors type into fields the forms have, beyond what the declaration implies. */
const PHONES = [
  '0912 345 678',
  '0912.345.678',
  '0912-345-678',
  '(028) 3822 1234',
  '+84 912 345 678',
  '+84912345678',
  '84912345678',
  '1800 1234',
  '1900 123456',
  '+1 202 555 0100',
  '091234567',
  '09123456789',
  '0'.repeat(30),
  '12345',
  'abc',
  '+',
  '()',
  '-',
  '０９１２３４５６７８',
  '٠٩١٢٣٤٥٦٧٨',
  '0912\u00a0345\u00a0678',
  '0912\u200b345678',
  '0912\u0000345678',
  'tel:0912345678',
  '0x912345678',
  '1e9',
  '9'.repeat(400),
]
const PAGE_URLS = [
  '/',
  '/vi/lien-he',
  '/en/contact?x=1#y',
  '//evil.example',
  '//evil.example/path',
  '/\\evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https://evil.example',
  '/%2F%2Fevil.example',
  '/ ',
  '/a b',
  `/${'a'.repeat(499)}`,
  `/${'a'.repeat(600)}`,
  '/\u0000',
  '/\r\nSet-Cookie: x=1',
  '\\\\evil.example',
  '',
]
const LOCALES = [
  'vi',
  'en',
  'EN',
  'Vi',
  'fr',
  'vi-VN',
  '',
  ' vi',
  'vi\u0000',
  '__proto__',
  'constructor',
]

const fieldExtras: Record<string, fc.Arbitrary<Wire>> = {
  phoneNumber: fc.oneof(
    fc.constantFrom(...PHONES),
    fc.stringMatching(PHONE_PATTERN).map((phone) => phone.replace(/(\d{3})(?=\d)/g, '$1 ')),
    fc.string({ unit: fc.constantFrom(...'0123456789 +-.()'.split('')), maxLength: 20 }),
  ),
  pageUrl: fc.constantFrom(...PAGE_URLS),
  locale: fc.constantFrom(...LOCALES),
}

const formCases = (fields: Field[]): fc.Arbitrary<FormCase> =>
  fc.record({
    mode: fc.oneof(
      { weight: 4, arbitrary: fc.constant('valid' as const) },
      { weight: 4, arbitrary: fc.constant('oneOff' as const) },
      { weight: 2, arbitrary: fc.constant('chaos' as const) },
    ),
    valid: fc.tuple(
      ...fields.map((field) =>
        field.optional
          ? fc.option(validValue(field.shape), { nil: undefined, freq: 2 })
          : validValue(field.shape),
      ),
    ) as fc.Arbitrary<(Wire | undefined)[]>,
    wild: fc.tuple(
      ...fields.map((field) =>
        fieldExtras[field.name]
          ? fc.oneof(wildValue(field.shape), fieldExtras[field.name]!)
          : wildValue(field.shape),
      ),
    ) as fc.Arbitrary<(Wire | undefined)[]>,
    target: fc.nat({ max: Math.max(0, fields.length - 1) }),
    extras: fc.oneof(
      { weight: 4, arbitrary: fc.constant<[string, Wire][]>([]) },
      { weight: 1, arbitrary: fc.subarray(EXTRA_PARAMS, { minLength: 1, maxLength: 3 }) },
    ),
  })

type FormResultLike = {
  ok: boolean
  message: string
  fieldErrors?: Record<string, unknown>
  values?: Record<string, unknown>
}
const isFormResult = (value: unknown): value is FormResultLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as FormResultLike).ok === 'boolean' &&
  typeof (value as FormResultLike).message === 'string'

/** The backend error an action logged, if any: its status and details. */
const loggedBackendError = (logged: unknown[][]) => {
  for (const args of logged)
    for (const arg of args) {
      const { status, details } = (arg ?? {}) as { status?: unknown; details?: unknown }
      if (arg instanceof Error && arg.name === 'BackendError' && typeof status === 'number')
        return { status, details: typeof details === 'string' ? details : arg.message }
    }
  return null
}

/** The root cause logged: the backend's own error (e.g. PostgreSQL's) before the client's. */
const loggedCause = (logged: unknown[][]): string | null => {
  const errors = logged.flatMap((args) => args.filter((arg) => arg instanceof Error))
  const root = errors.find((error) => error.name !== 'BackendError') ?? errors[0]
  if (root) return describeError(root)
  return logged.length ? abbreviate(logged[0]!.map(String).join(' '), 200, false) : null
}

let payload: Payload
let createdAfter: Map<CollectionSlug, number>
const logged: unknown[][] = []

beforeAll(async () => {
  payload = await testPayload()
  createdAfter = await highestIds(payload, ['contacts', 'subscribers', 'outbox', 'visitors'])
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args)
  })
})

afterAll(async () => {
  vi.restoreAllMocks()
  if (payload && createdAfter) await removeRowsAfter(payload, createdAfter)
})

const actionFiles = readdirSync(ACTIONS_DIR).filter(
  (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
)
/** Every exported function of every action module: an action added later is fuzzed too. */
const actionsByFile = await Promise.all(
  actionFiles.map(async (file) => {
    const exported = (await import(path.join(ACTIONS_DIR, file))) as Record<string, unknown>
    const actions = Object.entries(exported).filter(
      (entry): entry is [string, Action] => typeof entry[1] === 'function',
    )
    return [file, actions] as const
  }),
)

/**
 * Actions that are no forms: the browser calls them with plain arguments (an event's id, a
 * boolean, a language) and they answer data. Each is called with hostile arguments of every
 * kind; with nobody signed in it must never throw, must answer its own "signed out" shape, and
 * must write nothing.
 */
const dataActions: Record<string, { arity: number; answers: z.ZodType }> = {
  loadEventVisitorState: { arity: 2, answers: z.strictObject({ signedIn: z.literal(false) }) },
  setFavouriteAction: {
    arity: 3,
    answers: z.strictObject({ ok: z.literal(false), favourite: z.boolean() }),
  },
  myFavouriteIdsAction: { arity: 1, answers: z.array(z.number()).length(0) },
}
const hostileArgument = fc.oneof(
  fc.string(),
  fc.constantFrom('1', '42', 'vi', 'en', '0', '-1', '1e3', '99999999999', '\u0000', ' 7 '),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.object(),
  fc.array(fc.anything(), { maxLength: 4 }),
)

describe('server-action fuzzer: every action answers hostile forms safely', () => {
  it('finds the actions', () => {
    expect(actionsByFile.flatMap(([, actions]) => actions).length).toBeGreaterThan(0)
  })

  it('mocks next-intl only because its server entry is a client stub here', async () => {
    const real = await vi.importActual<{ getTranslations: (options: unknown) => unknown }>(
      'next-intl/server',
    )
    expect(() => real.getTranslations({ locale: 'vi', namespace: 'chat' })).toThrow(
      /not supported in Client Components/,
    )
  })

  for (const [file, actions] of actionsByFile) {
    describe(file, () => {
      for (const [name, action] of actions) {
        const data = dataActions[name]
        if (data) {
          it(name, { timeout: 240_000 }, async () => {
            const watched: CollectionSlug[] = ['event-registrations', 'event-favourites']
            await fc.assert(
              fc.asyncProperty(
                fc.array(hostileArgument, { minLength: data.arity, maxLength: data.arity }),
                async (args) => {
                  const before = await rowFingerprint(payload, watched)
                  const call = action as unknown as (...values: unknown[]) => Promise<unknown>
                  const result = await call(...args)
                  expect(data.answers.safeParse(result).success, JSON.stringify(result)).toBe(true)
                  expect(await rowFingerprint(payload, watched)).toBe(before)
                },
              ),
              { numRuns: 150 },
            )
          })
          continue
        }
        it(name, { timeout: 240_000 }, async () => {
          const spec = (known[name] ?? fallback)(payload)
          const exercise = async (formCase: FormCase): Promise<Outcome> => {
            const values = valuesOf(formCase, spec.fields.length)
            const form = new FormData()
            spec.fields.forEach((field, index) => {
              const value = values[index]
              if (value !== undefined) appendToForm(form, field.name, value)
            })
            for (const [extra, value] of formCase.extras) appendToForm(form, extra, value)
            const sent = [...form.values()].flatMap((value) =>
              typeof value === 'string' ? [value, value.trim()] : [],
            )
            const input = `${name}(${[...form.entries()]
              .map(
                ([field, value]) =>
                  `${abbreviate(field, 40, false)}=${typeof value === 'string' ? abbreviate(value, 120) : `<file ${value.size} B>`}`,
              )
              .join(', ')}) [${formCase.mode}]`

            // A previous run's reset mail may still be writing to the outbox.
            await backgroundSettled()
            const before = await rowFingerprint(payload, spec.collections)
            const countBefore = spec.storesOnSuccess
              ? (await payload.count({ collection: spec.collections[0]!, overrideAccess: true }))
                  .totalDocs
              : 0
            logged.length = 0
            let result: unknown
            let thrown: unknown = null
            try {
              result = await action(null, form)
            } catch (error) {
              thrown = error
            }
            await backgroundSettled()
            const after = await rowFingerprint(payload, spec.collections)
            const backendError = loggedBackendError(logged)
            const backendStatus = backendError?.status ?? null
            const cause = loggedCause(logged)
            const problems: string[] = []
            let status: string
            if (thrown) {
              status = 'threw'
              problems.push(`the action threw: ${describeError(thrown)}`)
            } else if (!isFormResult(result)) {
              status = 'not a FormResult'
              problems.push(
                `answered ${abbreviate(JSON.stringify(result) ?? String(result), 200)}, not a FormResult`,
              )
            } else {
              status = result.ok
                ? 'ok'
                : result.fieldErrors
                  ? 'invalid'
                  : backendStatus
                    ? `backend ${backendStatus}`
                    : 'refused'
              if (result.message.trim() === '') problems.push('a FormResult with an empty message')
              if (/^[a-z]\w*(?:\.\w+)+$/.test(result.message))
                problems.push(`an untranslated message key: ${result.message}`)
              const shown = [result.message, ...Object.values(result.fieldErrors ?? {}).map(String)]
              for (const text of shown) problems.push(...leaks(text, sent))
              if (!result.ok && after !== before)
                problems.push(`ok: false, yet rows changed: ${before} → ${after}`)
              if (result.ok && spec.storesOnSuccess) {
                const countAfter = (
                  await payload.count({ collection: spec.collections[0]!, overrideAccess: true })
                ).totalDocs
                if (countAfter !== countBefore + 1)
                  problems.push(`ok: true, yet ${countAfter - countBefore} rows were stored`)
              }
            }
            if (
              backendStatus !== null &&
              backendStatus >= 400 &&
              backendStatus < 500 &&
              backendStatus !== 429
            )
              // The visitor would see "could not send" for what the form should have named.
              problems.push(
                `the action let through what the backend refused with ${backendStatus} (${abbreviate(backendError?.details ?? '', 200, false)})`,
              )
            if (backendStatus !== null && backendStatus >= 500)
              problems.push(`the backend answered ${backendStatus} behind the action`)
            return {
              status,
              problems: [...new Set(problems)],
              input,
              excerpt: isFormResult(result)
                ? abbreviate(
                    JSON.stringify({
                      ok: result.ok,
                      message: result.message,
                      fieldErrors: result.fieldErrors,
                    }),
                    300,
                  )
                : '',
              cause,
            }
          }
          const report = await fuzz({
            label: `action ${name}`,
            arbitrary: formCases(spec.fields),
            runs: runsOf(name),
            seed,
            exercise,
          })
          console.log(summaryLine(report))
          if (report.failures.length) {
            const details = formatFailures(report)
            console.log(details)
            throw new Error(details)
          }
        })
      }
    })
  }
})
