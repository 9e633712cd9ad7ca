import 'server-only'

import { contractHeaders } from '@/contract/headers'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

/** One call of the backend contract, independent of how it travels. */
export type BackendCall = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: string
  locale: Locale
  query?: Record<string, QueryValue>
  body?: unknown
  /** A signed-in visitor's access token, or `service` for the renderer's own staff calls. */
  auth?: { token: string } | 'service'
  /** Extra headers (they override the defaults above). */
  headers?: Record<string, string>
}

export type RawAnswer = { status: number; body: unknown }
export type Transport = (call: BackendCall) => Promise<RawAnswer>

const query = (values: Record<string, QueryValue> = {}): string => {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item))
    else params.append(name, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The request as the contract defines it: culture, tenant and bearer headers, JSON body. */
export function toRequest(call: BackendCall, origin: string): Request {
  const headers = new Headers(contractHeaders(call.locale))
  const token = call.auth === 'service' ? getEnv().BACKEND_SERVICE_TOKEN : call.auth?.token
  if (token) headers.set('authorization', `Bearer ${token}`)
  for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value)
  let body: string | undefined
  if (call.body !== undefined && call.method !== 'GET') {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(call.body)
  }
  return new Request(`${origin.replace(/\/+$/, '')}${call.path}${query(call.query)}`, {
    method: call.method,
    headers,
    body,
  })
}

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text()
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/** Over HTTP to BACKEND_URL (or this site's own origin). */
export const httpTransport =
  (origin: string, timeoutMs = 15_000): Transport =>
  async (call) => {
    const response = await fetch(toRequest(call, origin), {
      cache: 'no-store',
      signal: AbortSignal.timeout(timeoutMs),
    })
    return { status: response.status, body: await readJson(response) }
  }

/** In this process, through the reference backend's dispatcher (no network hop). */
export const inProcessTransport: Transport = async (call) => {
  const { dispatch } = await import('@/backend/router')
  const response = await dispatch(toRequest(call, 'http://backend.internal'))
  return { status: response.status, body: await readJson(response) }
}

/** BACKEND_URL set: HTTP to it; unset: the reference backend in this process. */
export const defaultTransport = (): Transport => {
  const url = getEnv().BACKEND_URL
  return url ? httpTransport(url) : inProcessTransport
}
