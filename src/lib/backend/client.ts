import 'server-only'

import { z } from 'zod'

import { envelopeSchema } from '@/contract/envelope'

import { BackendError } from './errors'
import { defaultTransport, type BackendCall, type Transport } from './transport'

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
