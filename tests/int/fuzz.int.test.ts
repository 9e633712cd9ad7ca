import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { pauseMailWorker } from '@/backend/mailQueue'
import { dispatch } from '@/backend/router'
import type { Call } from '@/contract/call'
import { contractCalls } from '@/contract/calls'
import { envelopeSchema } from '@/contract/envelope'
import { getEnv } from '@/env'
import { registerVisitor } from '@/backend/services/visitors'
import { openSession } from '@/backend/services/visitorAuth'

import {
  abbreviate,
  buildRequest,
  describeError,
  fieldsOf,
  formatFailures,
  fuzz,
  fuzzSeed,
  highestIds,
  inspectAnswer,
  leaks,
  lenientIntegers,
  type Outcome,
  removeRowsAfter,
  requestCases,
  rowFingerprint,
  summaryLine,
  writtenCollections,
} from '../helpers/fuzz'
import { staffToken, testPayload } from '../helpers/payload'

/**
 * The contract fuzzer: every declared call (so calls declared later are covered without a change
 * here) answers hundreds of generated requests, sent straight to the dispatcher as raw `Request`s.
 * No answer may be a 5xx, carry a stack trace or SQL text, or be a 4xx outside the ABP envelope;
 * a 2xx must hold the declared result; a 4xx to a writing call must leave its collections as they
 * were. Every violation is listed (grouped, with the shortest input of each kind), and the first
 * one is shrunk by fast-check. FUZZ_SEED replays a run; FUZZ_RUNS changes the runs per call.
 */

const RUNS = Math.max(300, Number.parseInt(process.env.FUZZ_RUNS ?? '', 10) || 300)
/**
 * Sign-in refusals answer after 600 ms on purpose (equal times): a third of the runs there keeps
 * the fuzzer's time in bounds while still sending every kind of request.
 */
const runsOf = (call: Call) =>
  call.path === '/api/TokenAuth/Authenticate' ? Math.ceil(RUNS / 3) : RUNS
const seed = fuzzSeed()
const calls = Object.values(contractCalls) as Call[]
/** FUZZ_DEBUG=1 shows requests of the all-valid mode that validation still refused (tuning aid). */
const DEBUG = Boolean(process.env.FUZZ_DEBUG)
const CREATED: CollectionSlug[] = [
  'contacts',
  'subscribers',
  'language-texts',
  'outbox',
  'visitors',
]

let payload: Payload
let serviceToken: string
/** The visitor whose token the visitor-only calls are sent with. */
let visitorId: number
/** An admin session of event staff, for the check-in calls. */
let doorToken: string
let createdAfter: Map<CollectionSlug, number>
/** What the code under test logged with console.error during the current request. */
const logged: unknown[][] = []
const totals = { runs: 0, ms: 0, failing: 0 }

/** A fresh client address per request, so rate limits never hide an answer (429 is fine). */
let addresses = 0
const nextIp = () => {
  const n = addresses++
  return `100.${64 + ((n >> 16) & 31)}.${(n >> 8) & 255}.${n & 255}`
}

beforeAll(async () => {
  payload = await testPayload()
  // Queued mails (an event ticket, say) would be delivered to the outbox while a later request
  // runs, and look like that request's writes: this file delivers nothing.
  pauseMailWorker(true)
  serviceToken = getEnv().BACKEND_SERVICE_TOKEN ?? ''
  createdAfter = await highestIds(payload, CREATED)
  visitorId = await registerVisitor(payload, 'vi', {
    emailAddress: `fuzz.${Date.now()}@example.vn`,
    password: 'Fuzz-visitor-1',
    fullName: 'Fuzz Visitor',
  })
  doorToken = await staffToken(payload, ['eventStaff'])
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args)
  })
})

afterAll(async () => {
  pauseMailWorker(false)
  vi.restoreAllMocks()
  console.log(
    `[fuzz] backend contract: ${calls.length} calls × ${RUNS} runs (sign-in ${runsOf(contractCalls.authenticate)}) = ${totals.runs} requests in ${Math.round(totals.ms)} ms (seed ${seed}), ${totals.failing} violating`,
  )
  if (!payload || !createdAfter) return
  await removeRowsAfter(payload, createdAfter)
})

/** The first error the code under test logged, as its innermost cause. */
const loggedCause = (): string | null => {
  for (const args of logged) {
    const error = args.find((arg) => arg instanceof Error)
    if (error) return describeError(error)
  }
  return logged.length ? abbreviate(logged[0]!.map(String).join(' '), 200, false) : null
}

describe("the fuzzer's own checks", () => {
  it('sees stack traces and SQL text in an answer, but not the request echoed back', () => {
    const answer = (message: string) => JSON.stringify({ success: false, error: { message } })
    expect(
      leaks(answer('Error: boom\n    at handle (/app/src/backend/router.ts:12:3)'), []),
    ).not.toEqual([])
    expect(leaks(answer('Failed query: select "id" from "contacts"'), [])).not.toEqual([])
    expect(leaks(answer('invalid byte sequence for encoding "UTF8": 0x00'), [])).not.toEqual([])
    expect(
      leaks('<pre>at Object.<anonymous> (node_modules/pg/lib/client.js:1:1)</pre>', []),
    ).not.toEqual([])
    expect(leaks(answer('Unknown language: SELECT 1 FROM x.'), ['SELECT 1 FROM x'])).toEqual([])
  })

  it('derives a kind for every parameter of every declared call', () => {
    const opaque = calls.flatMap((call) =>
      fieldsOf(call)
        .filter((field) => field.shape.kind === 'unknown')
        .map((field) => `${call.path} ${field.name}`),
    )
    expect(opaque).toEqual([])
  })

  it('learns enum parameters by name and by number', () => {
    const enums = calls
      .flatMap(fieldsOf)
      .map((field) => field.shape)
      .filter((shape) => shape.kind === 'integer' && shape.names.length > 0)
    expect(enums.length).toBeGreaterThan(0)
    for (const shape of enums)
      if (shape.kind === 'integer') expect(shape.allowed).toHaveLength(shape.names.length)
  })

  it('notices a row written', async () => {
    const before = await rowFingerprint(payload, ['language-texts'])
    const text = await payload.create({
      collection: 'language-texts',
      locale: 'vi',
      data: { source: 'FuzzSelfTest', key: `row-${Date.now()}`, value: 'x' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    expect(await rowFingerprint(payload, ['language-texts'])).not.toBe(before)
    await payload.delete({
      collection: 'language-texts',
      id: text.id,
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  })
})

describe('contract fuzzer: every declared call answers generated and hostile requests safely', () => {
  for (const call of calls) {
    const label = `${call.method} ${call.path}`
    it(label, { timeout: 240_000 }, async () => {
      const collections = call.method === 'GET' ? [] : writtenCollections(payload, call)
      const resultEnvelope = envelopeSchema(call.result)
      const fields = fieldsOf(call)
      let refusedValid = 0
      const exercise = async (fuzzCase: Parameters<typeof buildRequest>[1]): Promise<Outcome> => {
        // A visitor's calls get a session of their own each time (LogOut revokes the one it uses).
        const visitorToken =
          fuzzCase.auth === 'visitor'
            ? (await openSession(payload, visitorId)).accessToken
            : undefined
        const built = buildRequest(call, fuzzCase, {
          serviceToken,
          visitorToken,
          doorToken,
          ip: nextIp(),
        })
        const before = collections.length ? await rowFingerprint(payload, collections) : ''
        logged.length = 0
        let status: number
        let text: string
        try {
          const response = await dispatch(built.request)
          status = response.status
          text = await response.text()
        } catch (error) {
          return {
            status: 'threw',
            problems: [`dispatch threw instead of answering: ${describeError(error)}`],
            input: built.description,
            excerpt: '',
            cause: describeError(error),
          }
        }
        const problems = inspectAnswer(status, text, built.sent)
        if (status >= 200 && status < 300) {
          let parsed: ReturnType<typeof resultEnvelope.safeParse> | null = null
          try {
            parsed = resultEnvelope.safeParse(JSON.parse(text))
          } catch {
            // not JSON: reported below
          }
          if (!parsed?.success || parsed.data.success !== true) {
            const issue = parsed?.error?.issues[0]
            problems.push(
              `a ${status} answer that is not a successful envelope of the declared result${issue ? ` (${issue.path.join('.')}: ${issue.message})` : ''}`,
            )
          }
        }
        if ((status >= 200 && status < 300) || status === 404)
          problems.push(...lenientIntegers(fields, built.bound))
        if (collections.length && status >= 400 && status < 500) {
          const after = await rowFingerprint(payload, collections)
          if (after !== before) problems.push(`a ${status} answer wrote rows: ${before} → ${after}`)
        }
        if (DEBUG && fuzzCase.mode === 'valid' && status === 400 && refusedValid++ < 5)
          console.log(
            `[fuzz] valid-mode request refused: ${built.description}\n  → ${abbreviate(text, 400)}`,
          )
        return {
          status,
          problems,
          input: built.description,
          excerpt: abbreviate(text, 300),
          cause: loggedCause(),
        }
      }
      const report = await fuzz({
        label,
        arbitrary: requestCases(call),
        runs: runsOf(call),
        seed,
        exercise,
      })
      totals.runs += report.runs
      totals.ms += report.ms
      totals.failing += report.failures.length
      console.log(summaryLine(report))
      if (report.failures.length) {
        const details = formatFailures(report)
        console.log(details)
        throw new Error(details)
      }
    })
  }
})
