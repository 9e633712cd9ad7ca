import 'server-only'

import { z } from 'zod'

import type { Call, CallInput, CallResult } from '@/contract/call'
import { envelopeSchema } from '@/contract/envelope'
import { contractHeaders } from '@/contract/headers'
import type { Locale } from '@/i18n/locales'

import { BackendError } from './errors'
import { defaultTransport, type BackendCall, type QueryValue, type Transport } from './transport'

const anyEnvelope = envelopeSchema(z.unknown())

/**
 * Performs one call and returns its `result`, parsed with `schema`. Any failure (error envelope,
 * HTTP error, malformed answer) becomes a `BackendError`.
 */
export async function callBackend<S extends z.ZodType>(
  call: BackendCall,
  schema: S,
  transport: Transport = defaultTransport(),
): Promise<z.infer<S>> {
  let answer
  try {
    answer = await transport(call)
  } catch (error) {
    throw new BackendError(503, {
      message: 'The backend cannot be reached.',
      details: String(error),
    })
  }
  const envelope = anyEnvelope.safeParse(answer.body)
  if (!envelope.success) {
    throw new BackendError(answer.status >= 400 ? answer.status : 502, {
      message: `Unexpected answer from ${call.path}.`,
    })
  }
  const { error, success, result, unAuthorizedRequest } = envelope.data
  if (!success || answer.status >= 400) {
    throw new BackendError(
      answer.status >= 400 ? answer.status : 500,
      error ?? { message: 'Request failed.' },
      unAuthorizedRequest,
    )
  }
  const parsed = schema.safeParse(result)
  if (!parsed.success) {
    throw new BackendError(502, {
      message: `Unexpected result from ${call.path}.`,
      details: z.prettifyError(parsed.error),
    })
  }
  return parsed.data
}

export type RequestOptions = {
  transport?: Transport
  /** A visitor's token, or `service` (the default for staff calls) for the renderer's own. */
  auth?: BackendCall['auth']
  headers?: Record<string, string>
}

/**
 * A call the renderer makes for a visitor: its service token vouches for the visitor's address,
 * so the backend's per-address limits count visitors, not the renderer.
 */
export const onBehalfOf = (clientIp: string, transport?: Transport): RequestOptions => ({
  transport,
  auth: 'service',
  headers: { 'x-visitor-ip': clientIp },
})

/**
 * Performs a declared call of the contract: its method and path, the input as query (GET,
 * DELETE) or JSON body, the answer parsed with its result schema.
 */
export function request<C extends Call>(
  call: C,
  locale: Locale,
  input: CallInput<C>,
  { transport, auth, headers }: RequestOptions = {},
): Promise<CallResult<C>> {
  const inQuery = call.method === 'GET' || call.method === 'DELETE'
  return callBackend(
    {
      method: call.method,
      path: call.path,
      locale,
      ...(inQuery ? { query: input as Record<string, QueryValue> } : { body: input }),
      auth: auth ?? (call.audience === 'staff' ? 'service' : undefined),
      headers,
    },
    call.result,
    transport,
  ) as Promise<CallResult<C>>
}

/** What the browser needs to make a declared call itself (its code stays free of zod). */
export const browserCall = (call: Call & { paging?: { maxSize: number } }, locale: Locale) => ({
  path: call.path,
  headers: contractHeaders(locale),
  maxPageSize: call.paging?.maxSize ?? 100,
})
