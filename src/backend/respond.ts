import type { Envelope, ErrorInfo } from '@/contract/envelope'
import type { Locale } from '@/i18n/locales'

import { BackendFault } from './errors'

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

export const successEnvelope = <T>(result: T): Envelope<T> => ({
  result,
  targetUrl: null,
  success: true,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
})

export const failureEnvelope = (error: ErrorInfo, unAuthorizedRequest = false): Envelope<null> => ({
  result: null,
  targetUrl: null,
  success: false,
  error,
  unAuthorizedRequest,
  __abp: true,
})

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } })

const INTERNAL_ERROR: Record<Locale, string> = {
  vi: 'Đã có lỗi xảy ra trong quá trình xử lý yêu cầu. Vui lòng thử lại sau.',
  en: 'An internal error occurred during your request!',
}

/**
 * Turns any error into the envelope: known faults keep their status and message; anything else
 * is a 500 with a generic message, the details going to the log only (never a stack trace out).
 */
export function errorResponse(error: unknown, culture: Locale, requestId: string): Response {
  if (error instanceof BackendFault) {
    return json(
      failureEnvelope(
        {
          code: error.code,
          message: error.message,
          details: error.details,
          validationErrors: error.validationErrors,
        },
        error.status === 401,
      ),
      error.status,
    )
  }
  console.error(`[backend] ${requestId} unexpected error`, error)
  return json(
    failureEnvelope({
      code: 0,
      message: INTERNAL_ERROR[culture],
      details: null,
      validationErrors: null,
    }),
    500,
  )
}
