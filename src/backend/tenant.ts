import { TENANT_HEADER, TENANT_HEADER_ALIASES, TENANT_ID } from '@/contract/headers'

import { validationFault } from './errors'

/** Reads the tenant header in either spelling; absent means the default tenant. */
export function resolveTenant(headers: Headers): number {
  const raw = TENANT_HEADER_ALIASES.map((name) => headers.get(name)).find((value) => value !== null)
  if (raw === undefined || raw.trim() === '') return TENANT_ID
  if (raw.trim() !== String(TENANT_ID)) {
    throw validationFault([
      { message: `There is no tenant with id ${raw.trim()}.`, members: [TENANT_HEADER] },
    ])
  }
  return TENANT_ID
}
