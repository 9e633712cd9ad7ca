import { randomUUID } from 'node:crypto'

import type { Locale } from '@/i18n/locales'

import { bindBody, bindQuery } from './binding'
import { resolveCulture } from './culture'
import type { Endpoint } from './endpoint'
import { endpoints } from './endpoints'
import { BackendFault, forbiddenFault, unauthorizedFault, validationFault } from './errors'
import { backendPayload } from './payload'
import { isStaffPrincipal, resolvePrincipal } from './principal'
import { errorResponse, json, successEnvelope } from './respond'
import { resolveTenant } from './tenant'

const byPath = new Map<string, Endpoint[]>()
for (const endpoint of endpoints) {
  const key = endpoint.call.path.toLowerCase()
  byPath.set(key, [...(byPath.get(key) ?? []), endpoint])
}

async function readInput(endpoint: Endpoint, request: Request, url: URL) {
  if (endpoint.call.method === 'GET' || endpoint.call.method === 'DELETE') {
    return bindQuery(endpoint.call.input, url.searchParams)
  }
  const type = request.headers.get('content-type') ?? ''
  let body: unknown = {}
  if (type.includes('application/json')) {
    const text = await request.text()
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      throw validationFault([{ message: 'The request body is not valid JSON.', members: [] }])
    }
  } else if (
    type.includes('application/x-www-form-urlencoded') ||
    type.includes('multipart/form-data')
  ) {
    body = Object.fromEntries((await request.formData()).entries())
  }
  const query = Object.fromEntries(url.searchParams.entries())
  return bindBody(endpoint.call.input, { ...query, ...(body as object) })
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
    const candidates = byPath.get(url.pathname.replace(/\/+$/, '').toLowerCase())
    if (!candidates) throw new BackendFault(404, `There is no endpoint at ${url.pathname}.`)
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const endpoint = candidates.find((candidate) => candidate.call.method === method)
    if (!endpoint)
      throw new BackendFault(405, `Method ${request.method} is not allowed at ${url.pathname}.`)
    const tenantId = resolveTenant(request.headers)
    const payload = await backendPayload()
    const principal = await resolvePrincipal(payload, request.headers)
    if (endpoint.call.audience === 'staff' && !isStaffPrincipal(principal)) {
      throw principal.kind === 'anonymous' ? unauthorizedFault() : forbiddenFault()
    }
    const input = await readInput(endpoint, request, url)
    const result = await endpoint.handle(input, { culture, tenantId, payload, principal, request })
    return json(successEnvelope(result ?? null))
  } catch (error) {
    return errorResponse(error, culture, requestId)
  }
}
