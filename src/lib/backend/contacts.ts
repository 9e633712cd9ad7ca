import 'server-only'

import { z } from 'zod'

import { contactResultSchema, type ContactInput } from '@/contract/contact'
import type { Locale } from '@/i18n/locales'

import { callBackend } from './client'
import type { Transport } from './transport'

/**
 * `POST /api/services/app/Contact/Create`, on behalf of the visitor at `clientIp` (the renderer
 * vouches for the address with its service token, so rate limits count visitors, not the renderer).
 */
export const createContact = (
  locale: Locale,
  input: ContactInput,
  clientIp: string,
  transport?: Transport,
) =>
  callBackend(
    {
      method: 'POST',
      path: '/api/services/app/Contact/Create',
      locale,
      body: input,
      auth: 'service',
      headers: { 'x-visitor-ip': clientIp },
    },
    contactResultSchema,
    transport,
  )

/** `POST /api/services/app/Subscriber/Create`. */
export const subscribe = (locale: Locale, email: string, clientIp: string, transport?: Transport) =>
  callBackend(
    {
      method: 'POST',
      path: '/api/services/app/Subscriber/Create',
      locale,
      body: { email },
      auth: 'service',
      headers: { 'x-visitor-ip': clientIp },
    },
    z.null(),
    transport,
  )
