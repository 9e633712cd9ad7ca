import { notFound } from 'next/navigation'

import { getEnv } from '@/env'

/** Renders per request, so the switch is read at run time. */
export const dynamic = 'force-dynamic'

/**
 * A deliberate server error, only when FAULT_INJECTION=on (end-to-end tests of the error page).
 * Everywhere else this path is an ordinary 404.
 */
export default function FaultPage() {
  if (getEnv().FAULT_INJECTION !== 'on') notFound()
  throw new Error('Injected fault (FAULT_INJECTION=on)')
}
