import type { Payload } from 'payload'
import type { z } from 'zod'

import type { Locale } from '@/i18n/locales'

import type { Principal } from './principal'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Who may call: everyone, or staff (admin-UI users and the renderer's service token). */
export type Audience = 'anonymous' | 'staff'

export type BackendContext = {
  culture: Locale
  tenantId: number
  payload: Payload
  principal: Principal
  request: Request
}

export type Endpoint<S extends z.ZodObject = z.ZodObject, R = unknown> = {
  method: HttpMethod
  /** The contract path, e.g. `/api/services/app/Banner/GetListBoxDto` (matched case-insensitively). */
  path: string
  audience: Audience
  /** Query (GET, DELETE) or JSON body (POST, PUT) parameters. */
  input: S
  handle: (input: z.infer<S>, context: BackendContext) => Promise<R>
}

/** Declares one endpoint of the backend contract; keeps the input type tied to its schema. */
export const defineEndpoint = <S extends z.ZodObject, R>(
  endpoint: Endpoint<S, R>,
): Endpoint<S, R> => endpoint
