import { randomUUID } from 'node:crypto'

import { DEFAULT_MAX_BODY_BYTES } from '@/contract/call'
import { documentDownload } from '@/contract/document'
import { getEnv } from '@/env'
import type { Locale } from '@/i18n/locales'
import { isForeignOrigin } from '@/lib/net/origin'

import { bindBody, bindQuery } from './binding'
import { resolveCulture } from './culture'
import { serveDocumentDownload } from './download'
import type { Endpoint } from './endpoint'
import { endpoints } from './endpoints'
import { BackendFault, forbiddenFault, unauthorizedFault, validationFault } from './errors'
import { backendPayload } from './payload'
import { canCheckIn, canTakePayments, isStaffPrincipal, resolvePrincipal } from './principal'
import { errorResponse, json, successEnvelope } from './respond'
import { resolveTenant } from './tenant'

const DOWNLOAD_PATH = documentDownload.path.toLowerCase()

const byPath = new Map<string, Endpoint[]>()
for (const endpoint of endpoints) {
  const key = endpoint.call.path.toLowerCase()
  byPath.set(key, [...(byPath.get(key) ?? []), endpoint])
}

/** This site's host, as `SITE_URL` names it. */
let siteHost: string | undefined
const ownSiteHost = () => (siteHost ??= new URL(getEnv().SITE_URL).host)

/**
 * A browser writing on another site's behalf (a form posted from elsewhere): its `Origin` is
 * neither this request's host nor the site's. Servers calling the contract send no `Origin`.
 */
const fromAnotherSite = (request: Request, url: URL): boolean =>
  request.headers.get('sec-fetch-site') === 'cross-site' ||
  isForeignOrigin(request.headers.get('origin'), [url.host, ownSiteHost()])

/** The body of a request, refused beyond `limit` bytes (a claimed length is believed first). */
async function readBody(request: Request, limit: number): Promise<Buffer> {
  const tooLarge = () => new BackendFault(413, `The request body is larger than ${limit} bytes.`)
  if (Number(request.headers.get('content-length') ?? 0) > limit) throw tooLarge()
  const reader = request.body?.getReader()
  if (!reader) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const unreadable = () =>
  validationFault([{ message: 'The request body could not be read.', members: [] }])

/** Query (GET, DELETE) or body (POST, PUT: JSON or form data) bound to the call's input. */
async function readInput(endpoint: Endpoint, request: Request, url: URL) {
  const { call } = endpoint
  if (call.method === 'GET' || call.method === 'DELETE')
    return bindQuery(call.input, url.searchParams)
  const type = request.headers.get('content-type') ?? ''
  const bytes = await readBody(request, call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)
  let body: unknown = {}
  if (type.includes('application/json')) {
    const text = bytes.toString('utf8')
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      throw validationFault([{ message: 'The request body is not valid JSON.', members: [] }])
    }
  } else if (
    type.includes('application/x-www-form-urlencoded') ||
    type.includes('multipart/form-data')
  ) {
    const form = await new Response(new Uint8Array(bytes), { headers: { 'content-type': type } })
      .formData()
      .catch(() => {
        throw unreadable()
      })
    body = Object.fromEntries(form.entries())
  }
  const query = Object.fromEntries(url.searchParams.entries())
  return bindBody(call.input, { ...query, ...(body as object) })
}

/**
 * Answers one request of the backend contract, in the ABP envelope. Used by the route handlers
 * (HTTP) and by the renderer's in-process transport alike, so both behave the same.
 */
export async function dispatch(request: Request): Promise<Response> {
  const requestId = randomUUID()
  let culture: Locale = 'vi'
  try {
    culture = resolveCulture(request.headers)
    const url = new URL(request.url)
    const key = url.pathname.replace(/\/+$/, '').toLowerCase()
    // Files answer bytes, not an envelope (refusals are envelopes all the same).
    if (key === DOWNLOAD_PATH) return await serveDocumentDownload(request, url, culture)
    const candidates = byPath.get(key)
    if (!candidates) throw new BackendFault(404, `There is no endpoint at ${url.pathname}.`)
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const endpoint = candidates.find((candidate) => candidate.call.method === method)
    if (!endpoint)
      throw new BackendFault(405, `Method ${request.method} is not allowed at ${url.pathname}.`)
    if (endpoint.call.method !== 'GET' && fromAnotherSite(request, url)) throw forbiddenFault()
    const tenantId = resolveTenant(request.headers)
    const payload = await backendPayload()
    const principal = await resolvePrincipal(payload, request.headers)
    if (endpoint.call.audience === 'staff' && !isStaffPrincipal(principal)) {
      throw principal.kind === 'anonymous' ? unauthorizedFault() : forbiddenFault()
    }
    if (endpoint.call.audience === 'visitor' && principal.kind !== 'visitor')
      throw unauthorizedFault()
    if (endpoint.call.audience === 'checkIn' && !canCheckIn(principal))
      throw principal.kind === 'anonymous' ? unauthorizedFault() : forbiddenFault()
    if (endpoint.call.audience === 'payments' && !canTakePayments(principal))
      throw principal.kind === 'anonymous' ? unauthorizedFault() : forbiddenFault()
    const input = await readInput(endpoint, request, url)
    const result = await endpoint.handle(input, { culture, tenantId, payload, principal, request })
    return json(successEnvelope(result ?? null))
  } catch (error) {
    return errorResponse(error, culture, requestId)
  }
}
