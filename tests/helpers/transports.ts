import { afterAll, beforeAll } from 'vitest'

import { BackendError } from '@/lib/backend/errors'
import {
  httpTransport,
  inProcessTransport,
  type BackendCall,
  type Transport,
} from '@/lib/backend/transport'

import { startBackendOverHttp } from './httpBridge'

/**
 * Both transports of the backend client by name, so every contract case runs in-process and over
 * real HTTP (`describe.each(Object.keys(transports))`). Starts and stops the HTTP bridge around
 * the calling test file.
 */
export function bothTransports(): Record<string, () => Transport> {
  let http: Awaited<ReturnType<typeof startBackendOverHttp>> | undefined
  beforeAll(async () => {
    http = await startBackendOverHttp()
  })
  afterAll(async () => {
    await http?.close()
  })
  return {
    'in-process': () => inProcessTransport,
    http: () => httpTransport(http!.origin),
  }
}

/** A call as sent, answered raw (status and body), for the cases the typed client refuses. */
export const raw = (transport: Transport, call: Partial<BackendCall> & { path: string }) =>
  transport({ method: 'GET', locale: 'vi', ...call })

/** The status a call answers with: 200 when it succeeds, else its `BackendError`'s. */
export async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return 200
  } catch (error) {
    if (error instanceof BackendError) return error.status
    throw error
  }
}

/** The ids of a list's items, in order. */
export const ids = (list: { items: { id: number }[] }) => list.items.map((item) => item.id)

/** The `BackendError` a call fails with; fails the test when the call succeeds. */
export async function failure(promise: Promise<unknown>): Promise<BackendError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof BackendError) return error
    throw error
  }
  throw new Error('expected the call to fail')
}
