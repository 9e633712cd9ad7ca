import type { Payload } from 'payload'
import type { z } from 'zod'

import type { Call } from '@/contract/call'
import type { Locale } from '@/i18n/locales'

import type { Principal } from './principal'

export type BackendContext = {
  culture: Locale
  tenantId: number
  payload: Payload
  principal: Principal
  request: Request
}

/** A declared call of the contract and the reference backend's handler for it. */
export type Endpoint<C extends Call = Call> = {
  call: C
  handle: (input: z.output<C['input']>, context: BackendContext) => Promise<z.input<C['result']>>
}

/** The reference backend's implementation of one declared call. */
export const implement = <C extends Call>(call: C, handle: Endpoint<C>['handle']): Endpoint<C> => ({
  call,
  handle,
})
